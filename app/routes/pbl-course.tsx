import { Leaf } from "lucide-react";
import { CtaBanner } from "#app/components/marketing/banner.tsx";
import { ButtonLinks, TextLink } from "#app/components/marketing/button-link.tsx";
import { cardClass, FeatureGrid } from "#app/components/marketing/card.tsx";
import { CompetencyList } from "#app/components/marketing/competency-list.tsx";
import { PageHero } from "#app/components/marketing/page-hero.tsx";
import { Section } from "#app/components/marketing/section.tsx";
import { UnitCard } from "#app/components/marketing/unit-card.tsx";
import { units as curriculumUnits } from "#app/content/curriculum/index.ts";
import { localizedContent } from "#app/content/public/localized.ts";
import { pblContent } from "#app/content/public/pbl-course.ts";
import { pblContentSchema } from "#app/content/public/schemas.ts";
import { unitCards } from "#app/content/public/unit-cards.ts";
import { withUnitCount } from "#app/content/public/unit-count.ts";
import { requestLanguage, useUi } from "#app/lib/language.tsx";
import { staticPage } from "#app/lib/route-handle.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { languageOfPath } from "#shared/i18n/languages.ts";
import { pagePath } from "#shared/i18n/pages.ts";
import type { Route } from "./+types/pbl-course";

export const handle = staticPage;

const contentIn = withUnitCount(
  localizedContent(
    "pbl-course",
    pblContent,
    pblContentSchema,
    import.meta.glob("/app/content/public/*/pbl-course.ts", { eager: true, import: "default" }),
  ),
);

// The cards and the count come from the curriculum on the server (the page is prerendered), so the curriculum's
// content never weighs on the page's code.
export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLanguage(request);
  const unitCount = curriculumUnits.length;
  return { unitCount, cards: unitCards(curriculumUnits, lang, contentIn(lang, unitCount)) };
}

export function meta({ location, loaderData }: Route.MetaArgs) {
  const lang = languageOfPath(location.pathname);
  return pageMeta({ ...contentIn(lang, loaderData.unitCount).meta, path: pagePath("pbl-course", lang) });
}

export default function PblCourse({ loaderData }: Route.ComponentProps) {
  const content = contentIn(useUi().lang, loaderData.unitCount);
  const { hero, intro, units, biomimicry, standards, cta } = content;
  return (
    <>
      <PageHero hero={hero}>
        <ButtonLinks links={hero.actions} inverse />
      </PageHero>

      <Section heading={intro.heading}>
        <FeatureGrid items={intro.items} />
      </Section>

      <Section heading={units.heading} tone="muted">
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {loaderData.cards.map((unit) => (
            <UnitCard
              key={unit.number}
              unit={unit}
              labels={{ unit: units.unitLabel, keyTopics: units.keyTopicsLabel, open: units.openLabel }}
            />
          ))}
        </ul>
        <div className="mt-10 flex flex-col gap-5 rounded-2xl border-2 border-honey-400 border-dashed bg-white p-6 sm:flex-row sm:items-start sm:p-8 dark:bg-slate-900">
          <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-honey-300 text-slate-950">
            <Leaf aria-hidden="true" className="size-6" />
          </span>
          <div>
            <h3 id="biomimicry-title" className="font-bold text-slate-900 text-xl dark:text-white">
              {biomimicry.title}
            </h3>
            <p className="mt-2 text-slate-700 leading-relaxed dark:text-slate-300">{biomimicry.description}</p>
            <p className="mt-4">
              <TextLink href={biomimicry.link.href}>{biomimicry.link.label}</TextLink>
            </p>
          </div>
        </div>
      </Section>

      <Section heading={standards.heading}>
        <div className="mt-10 grid gap-8 lg:grid-cols-2">
          <div className={cardClass}>
            <h3 className="font-bold text-slate-900 text-xl dark:text-white">{standards.xqTitle}</h3>
            <div className="mt-6">
              <CompetencyList items={standards.xq} />
            </div>
          </div>
          <div className={cardClass}>
            <h3 className="font-bold text-slate-900 text-xl dark:text-white">{standards.ngssTitle}</h3>
            <dl className="mt-6 space-y-4">
              {standards.ngss.map((standard) => (
                <div key={standard.code} className="flex flex-col gap-1 sm:flex-row sm:gap-4">
                  <dt className="shrink-0 font-mono font-semibold text-brand-700 text-sm sm:w-24 sm:pt-0.5 dark:text-honey-300">
                    {standard.code}
                  </dt>
                  <dd className="text-slate-700 leading-relaxed dark:text-slate-300">{standard.description}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </Section>

      <CtaBanner id="get-started" banner={cta} />
    </>
  );
}
