import { CalendarClock, ClipboardCheck, KeyRound, Table2 } from "lucide-react";
import type { AssessmentLink } from "#app/content/curriculum/assessments/paths.ts";
import type { RubricLink } from "#app/content/curriculum/rubrics/index.ts";
import { cn } from "#app/lib/cn.ts";
import { FileCard } from "./material-list.tsx";
import { mutedText } from "./styles.ts";
import { curriculumText } from "./text.ts";

const icon = "mt-0.5 size-5 shrink-0";

/**
 * A group of files beside the unit's downloads and outside its download list: the server sends every /materials
 * file as an attachment, so the links need no `download` attribute, and the page's `download` links stay exactly
 * the spec's.
 */
function FileGroup(props: { id: string; title: string; note: string; children: React.ReactNode }) {
  return (
    <div className="mt-8" {...{ [`data-${props.id}`]: true }}>
      <h3 id={`${props.id}-title`} className="font-semibold text-slate-900 text-xl dark:text-white">
        {props.title}
      </h3>
      <p className={cn("mt-1 max-w-3xl text-sm", mutedText)}>{props.note}</p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2" aria-labelledby={`${props.id}-title`}>
        {props.children}
      </ul>
    </div>
  );
}

/** The unit's end-of-unit assessment and its teacher key. */
export function AssessmentList({ links }: { links: AssessmentLink[] }) {
  if (links.length === 0) return null;
  return (
    <FileGroup id="assessment" title={curriculumText.assessment} note={curriculumText.assessmentNote}>
      {links.map((link) => (
        <FileCard
          key={link.path}
          file={link}
          icon={
            link.key ? (
              <KeyRound aria-hidden="true" className={cn(icon, "text-red-700 dark:text-red-300")} />
            ) : (
              <ClipboardCheck aria-hidden="true" className={cn(icon, "text-brand-700 dark:text-honey-300")} />
            )
          }
        />
      ))}
    </FileGroup>
  );
}

/** The unit's described rubrics and their scoring sheets. */
export function RubricList({ links }: { links: RubricLink[] }) {
  if (links.length === 0) return null;
  return (
    <FileGroup id="rubrics" title={curriculumText.rubrics} note={curriculumText.rubricsNote}>
      {links.map((link) => (
        <FileCard
          key={link.path}
          file={link}
          icon={<Table2 aria-hidden="true" className={cn(icon, "text-brand-700 dark:text-honey-300")} />}
        />
      ))}
    </FileGroup>
  );
}

/** The unit's preparation list: prep calendar, orders, lab materials and safety, printables to copy. */
export function PrepListFiles({ links }: { links: RubricLink[] }) {
  if (links.length === 0) return null;
  return (
    <FileGroup id="prep" title={curriculumText.prepList} note={curriculumText.prepListNote}>
      {links.map((link) => (
        <FileCard
          key={link.path}
          file={link}
          icon={<CalendarClock aria-hidden="true" className={cn(icon, "text-brand-700 dark:text-honey-300")} />}
        />
      ))}
    </FileGroup>
  );
}
