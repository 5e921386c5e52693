import { CtaBanner } from "#app/components/marketing/banner.tsx";
import { TextLink } from "#app/components/marketing/button-link.tsx";
import { FactText, factToText } from "#app/components/marketing/fact.tsx";
import { PageHero } from "#app/components/marketing/page-hero.tsx";
import { Section } from "#app/components/marketing/section.tsx";
import { units } from "#app/content/curriculum/index.ts";
import { faqContent } from "#app/content/public/faq.ts";
import { localizedContent } from "#app/content/public/localized.ts";
import { type FaqContent, faqContentSchema } from "#app/content/public/schemas.ts";
import { withUnitCount } from "#app/content/public/unit-count.ts";
import { useUi } from "#app/lib/language.tsx";
import { staticPage } from "#app/lib/route-handle.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { type LanguageCode, languageOfPath } from "#shared/i18n/languages.ts";
import { pagePath } from "#shared/i18n/pages.ts";
import type { Route } from "./+types/faq";

export const handle = staticPage;

const contentIn = withUnitCount(
  localizedContent(
    "faq",
    faqContent,
    faqContentSchema,
    import.meta.glob("/app/content/public/*/faq.ts", { eager: true, import: "default" }),
  ),
);

/** FAQPage structured data: the same questions and answers as the page, as search engines require. */
const structuredData = (content: FaqContent, lang: LanguageCode) => ({
  "@context": "https://schema.org",
  inLanguage: lang,
  "@type": "FAQPage",
  mainEntity: content.groups.flatMap((group) =>
    group.items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: {
        "@type": "Answer",
        text: item.answer.map((fact) => factToText(fact, content.placeholderLabel)).join(" "),
      },
    })),
  ),
});

// The text counts the units ("six units"): the count comes from the curriculum, on the server only (the page is
// prerendered), so the curriculum's content never weighs on the page's code.
export function loader() {
  return { unitCount: units.length };
}

export function meta({ location, loaderData }: Route.MetaArgs) {
  const lang = languageOfPath(location.pathname);
  const content = contentIn(lang, loaderData.unitCount);
  return [
    ...pageMeta({ ...content.meta, path: pagePath("faq", lang) }),
    { "script:ld+json": structuredData(content, lang) },
  ];
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const content = contentIn(useUi().lang, loaderData.unitCount);
  const { hero, groups, closing, placeholderLabel } = content;
  return (
    <>
      <PageHero hero={hero} />
      {groups.map((group, index) => (
        <Section key={group.heading.id} heading={group.heading} tone={index % 2 === 1 ? "muted" : "plain"}>
          <div className="mt-8 max-w-3xl space-y-10">
            {group.items.map((item) => (
              <article key={item.id} id={item.id} aria-labelledby={`${item.id}-question`}>
                <h3 id={`${item.id}-question`} className="font-semibold text-slate-900 text-xl dark:text-white">
                  {item.question}
                </h3>
                <div className="mt-3 space-y-3 text-slate-700 leading-relaxed dark:text-slate-300">
                  {item.answer.map((fact) => (
                    <p key={typeof fact === "string" ? fact : fact.placeholder}>
                      <FactText fact={fact} placeholderLabel={placeholderLabel} />
                    </p>
                  ))}
                </div>
                {item.links && (
                  <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
                    {item.links.map((link) => (
                      <li key={link.href + link.label}>
                        <TextLink href={link.href} srContext={link.srContext}>
                          {link.label}
                        </TextLink>
                      </li>
                    ))}
                  </ul>
                )}
              </article>
            ))}
          </div>
        </Section>
      ))}
      <CtaBanner id="still-asking" banner={closing} />
    </>
  );
}
