import { ClipboardCheck, KeyRound } from "lucide-react";
import type { AssessmentLink } from "#app/content/curriculum/assessments/paths.ts";
import { cn } from "#app/lib/cn.ts";
import { FileCard } from "./material-list.tsx";
import { mutedText } from "./styles.ts";
import { curriculumText } from "./text.ts";

/**
 * The unit's end-of-unit assessment and its teacher key, a group of their own beside the unit's downloads and
 * outside its download list: the server sends every /materials file as an attachment, so the links need no
 * `download` attribute, and the page's `download` links stay exactly the spec's.
 */
export function AssessmentList({ links }: { links: AssessmentLink[] }) {
  if (links.length === 0) return null;
  return (
    <div className="mt-8" data-assessment>
      <h3 id="assessment-title" className="font-semibold text-slate-900 text-xl dark:text-white">
        {curriculumText.assessment}
      </h3>
      <p className={cn("mt-1 max-w-3xl text-sm", mutedText)}>{curriculumText.assessmentNote}</p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2" aria-labelledby="assessment-title">
        {links.map((link) => (
          <FileCard
            key={link.path}
            file={link}
            icon={
              link.key ? (
                <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700 dark:text-red-300" />
              ) : (
                <ClipboardCheck
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-honey-300"
                />
              )
            }
          />
        ))}
      </ul>
    </div>
  );
}
