import type { LegalContent, LegalSection } from "#app/content/public/schemas.ts";
import { useUi } from "#app/lib/language.tsx";
import { formatDate } from "#shared/i18n/intl.ts";
import { TextLink } from "./button-link.tsx";
import { cardClass } from "./card.tsx";
import { FactText } from "./fact.tsx";
import { PageHero } from "./page-hero.tsx";

/** A dated, versioned notice (privacy, terms): its version line, a table of contents and its sections. */
export function LegalPage({ content }: { content: LegalContent }) {
  const { lang } = useUi();
  const { hero, version, effective, labels, sections } = content;
  return (
    <>
      <PageHero hero={hero} />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <p className="text-slate-700 dark:text-slate-300">
          {labels.version} {version} · {labels.effective}{" "}
          <time dateTime={effective}>{formatDate(lang, effective)}</time>
        </p>
        <nav aria-labelledby="contents-title" className="mt-8 max-w-3xl rounded-2xl bg-slate-50 p-6 dark:bg-slate-900">
          <h2 id="contents-title" className="font-semibold text-lg text-slate-900 dark:text-white">
            {labels.contents}
          </h2>
          <ol className="mt-3 grid list-decimal gap-x-10 gap-y-1.5 pl-5 sm:grid-cols-2">
            {sections.map((section) => (
              <li key={section.heading.id}>
                <a
                  href={`#${section.heading.id}`}
                  className="text-brand-700 underline underline-offset-4 hover:text-brand-800 dark:text-honey-300 dark:hover:text-honey-400"
                >
                  {section.heading.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section) => (
          <LegalSectionView key={section.heading.id} section={section} labels={labels} />
        ))}
      </div>
    </>
  );
}

function LegalSectionView({ section, labels }: { section: LegalSection; labels: LegalContent["labels"] }) {
  const { heading, paragraphs, points, records, links } = section;
  const titleId = `${heading.id}-title`;
  const fact = (value: Parameters<typeof FactText>[0]["fact"]) => (
    <FactText fact={value} placeholderLabel={labels.placeholder} />
  );
  const key = (value: Parameters<typeof FactText>[0]["fact"]) =>
    typeof value === "string" ? value : value.placeholder;
  return (
    <section id={heading.id} aria-labelledby={titleId} className="mt-14">
      <div className="max-w-3xl">
        <h2 id={titleId} className="text-balance font-bold text-2xl text-slate-900 tracking-tight dark:text-white">
          {heading.title}
        </h2>
        {heading.intro && <p className="mt-3 text-lg text-slate-700 dark:text-slate-300">{heading.intro}</p>}
        {paragraphs?.map((paragraph) => (
          <p key={key(paragraph)} className="mt-4 text-slate-700 leading-relaxed dark:text-slate-300">
            {fact(paragraph)}
          </p>
        ))}
        {points && (
          <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700 leading-relaxed dark:text-slate-300">
            {points.map((point) => (
              <li key={key(point)}>{fact(point)}</li>
            ))}
          </ul>
        )}
        {links && (
          <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
            {links.map((link) => (
              <li key={link.href}>
                <TextLink href={link.href}>{link.label}</TextLink>
              </li>
            ))}
          </ul>
        )}
      </div>
      {records && (
        <ul className="mt-8 grid gap-6 lg:grid-cols-2">
          {records.map((record) => (
            <li key={record.title} className={cardClass}>
              <h3 className="font-semibold text-lg text-slate-900 dark:text-white">{record.title}</h3>
              <dl className="mt-4 space-y-3 text-sm leading-relaxed">
                {(["what", "why", "where", "kept", "seenBy"] as const).map((field) => (
                  <div key={field}>
                    <dt className="font-semibold text-slate-900 dark:text-white">{labels.record[field]}</dt>
                    <dd className="mt-0.5 text-slate-700 dark:text-slate-300">{fact(record[field])}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
