import { ArrowLeft, ArrowRight } from "lucide-react";
import { cn } from "#app/lib/cn.ts";
import { cardClass, linkClass, mutedText } from "./styles.ts";
import { curriculumText } from "./text.ts";

export interface PhaseLink {
  number: number;
  title: string;
  range: string;
  url: string;
}

/** "In this unit": every phase of the unit, the one on screen marked as the current page. */
export function InThisUnit({ phases, current }: { phases: PhaseLink[]; current: number }) {
  return (
    <nav aria-label={curriculumText.inThisUnit} data-no-print className={cn(cardClass, "p-4")}>
      <h2 className="font-semibold text-slate-900 dark:text-white">{curriculumText.inThisUnit}</h2>
      <ol className="mt-2 grid gap-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {phases.map((phase) =>
          phase.number === current ? (
            <li key={phase.number}>
              <a
                href={phase.url}
                aria-current="page"
                className="block rounded-md bg-brand-50 px-2 py-1.5 font-semibold text-brand-900 dark:bg-white/15 dark:text-white"
              >
                {curriculumText.phaseLabel(phase.number)}: {phase.title}{" "}
                <span className="font-normal">({phase.range})</span>
              </a>
            </li>
          ) : (
            <li key={phase.number}>
              <a href={phase.url} className={cn("block rounded-md px-2 py-1.5", linkClass)}>
                {curriculumText.phaseLabel(phase.number)}: {phase.title}{" "}
                <span className={cn("font-normal", mutedText)}>({phase.range})</span>
              </a>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

/** Previous and next phase, at the foot of a phase page. */
export function PhasePager({ previous, next }: { previous?: PhaseLink; next?: PhaseLink }) {
  if (!previous && !next) return null;
  return (
    <nav aria-label={curriculumText.phasePager} data-no-print className="flex flex-wrap justify-between gap-4">
      {previous ? (
        <a
          href={previous.url}
          rel="prev"
          className={cn(cardClass, "flex max-w-sm items-center gap-3 hover:border-brand-700")}
        >
          <ArrowLeft aria-hidden="true" className="size-5 shrink-0" />
          <span>
            <span className={cn("block text-sm", mutedText)}>{curriculumText.previousPhase}</span>
            <span className="font-semibold">
              {curriculumText.phaseLabel(previous.number)}: {previous.title}
            </span>
          </span>
        </a>
      ) : (
        <span />
      )}
      {next && (
        <a
          href={next.url}
          rel="next"
          className={cn(cardClass, "ml-auto flex max-w-sm items-center gap-3 text-right hover:border-brand-700")}
        >
          <span>
            <span className={cn("block text-sm", mutedText)}>{curriculumText.nextPhase}</span>
            <span className="font-semibold">
              {curriculumText.phaseLabel(next.number)}: {next.title}
            </span>
          </span>
          <ArrowRight aria-hidden="true" className="size-5 shrink-0" />
        </a>
      )}
    </nav>
  );
}
