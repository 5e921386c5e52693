import { PacingOverview, StandardsGrid, UnitOverviewCards } from "#app/components/curriculum/hub.tsx";
import { OfflineScript, SavedUnitsList } from "#app/components/curriculum/offline.tsx";
import { PageTitle } from "#app/components/curriculum/page-header.tsx";
import { CurriculumSearchForm } from "#app/components/curriculum/search-form.tsx";
import { Section } from "#app/components/curriculum/section.tsx";
import { linkClass, mutedText } from "#app/components/curriculum/styles.ts";
import { curriculumText, hubText } from "#app/components/curriculum/text.ts";
import { curriculumCourse, standardsGrid, unitSummary } from "#app/content/curriculum/hub.ts";
import { units } from "#app/content/curriculum/index.ts";
import { searchFilterKinds } from "#app/content/curriculum/search.ts";
import { cn } from "#app/lib/cn.ts";
import { loadAsDocument, staticPage } from "#app/lib/route-handle.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/curriculum";

// Prerendered at build time and shipped without React: every part of the hub is a link or a GET form.
export const handle = staticPage;
export const clientLoader = loadAsDocument;

export function loader() {
  const grid = standardsGrid(units);
  return {
    units: units.map(unitSummary),
    unitNumbers: units.map((u) => u.number),
    unitCount: units.length,
    ngss: grid.filter((row) => row.framework === "NGSS"),
    state: grid.filter((row) => row.framework === "State"),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({ title: hubText.title, description: hubText.lead(loaderData.unitCount), path: "/curriculum" });
}

export default function CurriculumHub({ loaderData }: Route.ComponentProps) {
  const { units: summaries, unitNumbers, unitCount, ngss, state } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <PageTitle title={hubText.title} lead={hubText.lead(unitCount)} />
      <CurriculumSearchForm units={summaries} kinds={searchFilterKinds} />
      <p className="mt-4 text-sm">
        <a href="/curriculum/standards" className={linkClass}>
          {curriculumText.standardsLink}
        </a>
      </p>
      <div className="mt-4 space-y-14">
        <Section id="units" title={hubText.unitsTitle}>
          <p className={cn("mb-6 max-w-3xl", mutedText)}>{hubText.unitsLead}</p>
          <UnitOverviewCards units={summaries} course={curriculumCourse} />
        </Section>
        <Section id="saved" title={hubText.savedTitle}>
          <p className={cn("mb-4 max-w-3xl", mutedText)}>{hubText.savedLead}</p>
          <SavedUnitsList />
        </Section>
        <Section id="pacing" title={hubText.pacingTitle}>
          <p className={cn("mb-6 max-w-3xl", mutedText)}>{hubText.pacingLead}</p>
          <PacingOverview units={summaries} />
        </Section>
        <Section id="standards" title={hubText.standardsTitle}>
          <p className={cn("mb-6 max-w-3xl", mutedText)}>{hubText.standardsLead}</p>
          <h3 className="mb-2 font-semibold">{hubText.ngssGrid}</h3>
          <StandardsGrid caption={hubText.ngssGrid} rows={ngss} units={unitNumbers} />
          <h3 className="mt-8 mb-2 font-semibold">{hubText.stateGrid}</h3>
          <StandardsGrid caption={hubText.stateGrid} rows={state} units={unitNumbers} />
        </Section>
      </div>
      <OfflineScript />
    </div>
  );
}
