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
    <nav aria-label={curriculumText.phaseNav.inThisUnit} data-no-print className={cn(cardClass, "p-4")}>
      <h2 className="font-semibold text-slate-900 dark:text-white">{curriculumText.phaseNav.inThisUnit}</h2>
      <ol className="mt-2 grid gap-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {phases.map((phase) => {
          const here = phase.number === current;
          return (
            <li key={phase.number}>
              <a
                href={phase.url}
                aria-current={here ? "page" : undefined}
                className={cn(
                  "block rounded-md px-2 py-1.5",
                  here ? "bg-brand-50 font-semibold text-brand-900 dark:bg-white/15 dark:text-white" : linkClass,
                )}
              >
                {curriculumText.phaseLabel(phase.number)}: {phase.title}{" "}
                <span className={cn("font-normal", !here && mutedText)}>({phase.range})</span>
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** Previous and next phase, at the foot of a phase page. */
export function PhasePager({ previous, next }: { previous?: PhaseLink; next?: PhaseLink }) {
  if (!previous && !next) return null;
  return (
    <nav aria-label={curriculumText.phaseNav.pager} data-no-print className="flex flex-wrap justify-between gap-4">
      {previous ? <PagerLink phase={previous} rel="prev" /> : <span />}
      {next && <PagerLink phase={next} rel="next" />}
    </nav>
  );
}

function PagerLink({ phase, rel }: { phase: PhaseLink; rel: "prev" | "next" }) {
  const Arrow = rel === "prev" ? ArrowLeft : ArrowRight;
  return (
    <a
      href={phase.url}
      rel={rel}
      className={cn(
        cardClass,
        "flex max-w-sm items-center gap-3 hover:border-brand-700",
        rel === "next" && "ml-auto flex-row-reverse text-right",
      )}
    >
      <Arrow aria-hidden="true" className="size-5 shrink-0" />
      <span>
        <span className={cn("block text-sm", mutedText)}>
          {rel === "prev" ? curriculumText.phaseNav.previous : curriculumText.phaseNav.next}
        </span>
        <span className="font-semibold">
          {curriculumText.phaseLabel(phase.number)}: {phase.title}
        </span>
      </span>
    </a>
  );
}
