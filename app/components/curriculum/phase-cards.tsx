import { ArrowRight } from "lucide-react";
import type { Phase } from "#app/content/curriculum/schema.ts";
import { cn } from "#app/lib/cn.ts";
import { LinkCard } from "./link-card.tsx";
import { mutedText } from "./styles.ts";
import { curriculumText } from "./text.ts";

export type PhaseSummary = Pick<Phase, "number" | "title" | "range" | "rangeNote" | "summary">;

/** Cards linking to a unit's phase pages; the whole card is the link's target area. */
export function PhaseCards({ unit, phases }: { unit: number; phases: PhaseSummary[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {phases.map((phase) => (
        <LinkCard
          key={phase.number}
          eyebrow={curriculumText.phaseLabel(phase.number)}
          title={phase.title}
          href={`/unit/${unit}/phase/${phase.number}`}
        >
          <p className="mt-1 font-medium text-slate-800 text-sm dark:text-slate-200">{phase.range}</p>
          {phase.rangeNote && <p className={cn("mt-1 text-sm", mutedText)}>{phase.rangeNote}</p>}
          <p className={cn("mt-2 flex-1", mutedText)}>{phase.summary}</p>
          <ArrowRight aria-hidden="true" className="mt-3 size-5 text-brand-700 dark:text-honey-300" />
        </LinkCard>
      ))}
    </ul>
  );
}
