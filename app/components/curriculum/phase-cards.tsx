import { ArrowRight } from "lucide-react";
import type { Phase } from "#app/content/curriculum/schema.ts";
import { cn } from "#app/lib/cn.ts";
import { cardClass, mutedText } from "./styles.ts";
import { curriculumText } from "./text.ts";

export type PhaseSummary = Pick<Phase, "number" | "title" | "range" | "rangeNote" | "summary">;

/** Cards linking to a unit's phase pages; the whole card is the link's target area. */
export function PhaseCards({ unit, phases }: { unit: number; phases: PhaseSummary[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {phases.map((phase) => (
        <li
          key={phase.number}
          className={cn(cardClass, "relative flex flex-col hover:border-brand-700 dark:hover:border-honey-300")}
        >
          <p className="font-semibold text-brand-800 text-sm dark:text-honey-300">
            {curriculumText.phaseLabel(phase.number)}
          </p>
          <h3 className="font-semibold text-lg text-slate-900 dark:text-white">
            <a
              href={`/unit/${unit}/phase/${phase.number}`}
              className="after:absolute after:inset-0 after:rounded-xl hover:underline"
            >
              {phase.title}
            </a>
          </h3>
          <p className="mt-1 font-medium text-slate-800 text-sm dark:text-slate-200">{phase.range}</p>
          {phase.rangeNote && <p className={cn("mt-1 text-sm", mutedText)}>{phase.rangeNote}</p>}
          <p className={cn("mt-2 flex-1", mutedText)}>{phase.summary}</p>
          <ArrowRight aria-hidden="true" className="mt-3 size-5 text-brand-700 dark:text-honey-300" />
        </li>
      ))}
    </ul>
  );
}
