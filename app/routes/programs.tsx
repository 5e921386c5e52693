import { CtaBanner } from "#app/components/marketing/banner.tsx";
import { ButtonLink } from "#app/components/marketing/button-link.tsx";
import { cardClass } from "#app/components/marketing/card.tsx";
import { FactText } from "#app/components/marketing/fact.tsx";
import { IconTile } from "#app/components/marketing/icon.tsx";
import { PageHero } from "#app/components/marketing/page-hero.tsx";
import { Section } from "#app/components/marketing/section.tsx";
import { units } from "#app/content/curriculum/index.ts";
import { localizedContent } from "#app/content/public/localized.ts";
import { programsContent } from "#app/content/public/programs.ts";
import { type Program, type ProgramsContent, programsContentSchema } from "#app/content/public/schemas.ts";
import { withUnitCount } from "#app/content/public/unit-count.ts";
import { cn } from "#app/lib/cn.ts";
import { useUi } from "#app/lib/language.tsx";
import { staticPage } from "#app/lib/route-handle.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { languageOfPath } from "#shared/i18n/languages.ts";
import { pagePath } from "#shared/i18n/pages.ts";
import type { Route } from "./+types/programs";

export const handle = staticPage;

const contentIn = withUnitCount(
  localizedContent(
    "programs",
    programsContent,
    programsContentSchema,
    import.meta.glob("/app/content/public/*/programs.ts", { eager: true, import: "default" }),
  ),
);

// The text counts the units ("six units"): the count comes from the curriculum, on the server only (the page is
// prerendered), so the curriculum's content never weighs on the page's code.
export function loader() {
  return { unitCount: units.length };
}

export function meta({ location, loaderData }: Route.MetaArgs) {
  const lang = languageOfPath(location.pathname);
  return pageMeta({ ...contentIn(lang, loaderData.unitCount).meta, path: pagePath("programs", lang) });
}

const factKeys = ["audience", "format", "where", "when", "cost"] as const;

export default function Programs({ loaderData }: Route.ComponentProps) {
  const content = contentIn(useUi().lang, loaderData.unitCount);
  const { hero, list, closing } = content;
  return (
    <>
      <PageHero hero={hero} />
      <Section heading={list.heading}>
        <ul className="mt-10 grid gap-8 lg:grid-cols-2">
          {list.items.map((program) => (
            <ProgramCard key={program.id} program={program} list={list} />
          ))}
        </ul>
      </Section>
      <CtaBanner id="questions" banner={closing} />
    </>
  );
}

function ProgramCard({ program, list }: { program: Program; list: ProgramsContent["list"] }) {
  const { labels, placeholderLabel } = list;
  return (
    <li id={program.id} className={cn(cardClass, "flex flex-col p-6 sm:p-8")}>
      <IconTile name={program.icon} />
      <h3 className="mt-5 text-balance font-bold text-2xl text-slate-900 dark:text-white">{program.title}</h3>
      <p className="mt-3 text-slate-700 leading-relaxed dark:text-slate-300">{program.summary}</p>
      <dl className="mt-6 flex-1 space-y-4">
        {factKeys.map((key) => (
          <div key={key}>
            <dt className="font-semibold text-slate-900 dark:text-white">{labels[key]}</dt>
            <dd className="mt-1 text-slate-700 leading-relaxed dark:text-slate-300">
              <FactText fact={program[key]} placeholderLabel={placeholderLabel} />
            </dd>
          </div>
        ))}
        <div>
          <dt className="font-semibold text-slate-900 dark:text-white">{labels.join}</dt>
          <dd className="mt-1 text-slate-700 leading-relaxed dark:text-slate-300">{program.join}</dd>
        </div>
      </dl>
      <div className="mt-8">
        <ButtonLink href={program.action.href}>{program.action.label}</ButtonLink>
      </div>
    </li>
  );
}
