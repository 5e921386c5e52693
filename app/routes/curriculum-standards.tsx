import { PageTitle } from "#app/components/curriculum/page-header.tsx";
import { cardClass, codeClass, linkClass, mutedText } from "#app/components/curriculum/styles.ts";
import { curriculumText } from "#app/components/curriculum/text.ts";
import { units } from "#app/content/curriculum/index.ts";
import { ngssCoverageNote } from "#app/content/curriculum/ngss.ts";
import { standardAnchor, standardsIndex } from "#app/content/curriculum/search.ts";
import { isStateCode, stateStandards, stateStandardsFramework } from "#app/content/curriculum/state-standards.ts";
import { cn } from "#app/lib/cn.ts";
import { loadAsDocument, staticPage } from "#app/lib/route-handle.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/curriculum-standards";

export const handle = staticPage;
export const clientLoader = loadAsDocument;

export function loader() {
  const standards = standardsIndex(units).map((s) => ({
    ...s,
    anchor: standardAnchor(s.code),
    addedByGeneHive: isStateCode(s.code) && "addedByGeneHive" in stateStandards[s.code],
  }));
  return {
    groups: [
      {
        id: "ngss",
        title: curriculumText.ngss,
        // Which days cite a code and which expectation no unit addresses, so a teacher can plan around the gap.
        note: ngssCoverageNote,
        standards: standards.filter((s) => s.framework === "NGSS"),
      },
      {
        id: "state",
        title: curriculumText.state,
        // Whose codes these are, so a teacher knows what they can report against.
        note: stateStandardsFramework,
        standards: standards.filter((s) => s.framework === "State"),
      },
    ],
  };
}

export function meta() {
  return pageMeta({
    title: curriculumText.standardsTitle,
    description: curriculumText.standardsLead,
    path: "/curriculum/standards",
  });
}

export default function CurriculumStandards({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <PageTitle title={curriculumText.standardsTitle} lead={curriculumText.standardsLead} />
      <nav aria-label={curriculumText.onThisPage} className="mt-6 flex flex-wrap gap-4 text-sm">
        {loaderData.groups.map((g) => (
          <a key={g.id} href={`#${g.id}`} className={linkClass}>
            {g.title} ({g.standards.length})
          </a>
        ))}
        <a href="/curriculum/search" className={linkClass}>
          {curriculumText.searchLink}
        </a>
      </nav>
      {loaderData.groups.map((group) => (
        <section key={group.id} id={group.id} aria-labelledby={`${group.id}-title`} className="mt-12">
          <h2 id={`${group.id}-title`} className="font-bold text-2xl">
            {group.title}
          </h2>
          {"note" in group && <p className={cn("mt-2", mutedText)}>{group.note}</p>}
          <ul className="mt-4 grid gap-3">
            {group.standards.map((standard) => (
              <li key={standard.code} id={standard.anchor} className={cardClass}>
                <h3 className="font-semibold text-lg">
                  <span className={cn(codeClass, "text-sm")}>{standard.code}</span>
                  {standard.addedByGeneHive && <span className={cn("ml-2 text-sm", mutedText)}>GeneHive code</span>}
                </h3>
                {standard.description && <p className={cn("mt-2", mutedText)}>{standard.description}</p>}
                <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
                  {standard.refs.map((ref) => (
                    <li key={ref.url}>
                      <a href={ref.url} className={linkClass}>
                        {ref.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
