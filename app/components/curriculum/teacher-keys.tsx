import { KeyRound } from "lucide-react";
import type { TeacherKeyLink } from "#app/content/curriculum/index.ts";
import { cn } from "#app/lib/cn.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import { cardClass, linkClass, mutedText } from "./styles.ts";
import { curriculumText } from "./text.ts";

/**
 * The teacher keys of the handouts listed above them, as their own labelled group of the downloads. The
 * server sends every /materials file as an attachment, so the links need no `download` attribute, and the
 * page's `download` links stay exactly the unit's or phase's own materials.
 */
export function TeacherKeyList({ keys, inZip }: { keys: TeacherKeyLink[]; inZip: boolean }) {
  if (keys.length === 0) return null;
  return (
    <div className="mt-8" data-teacher-keys>
      <h3 id="teacher-keys-title" className="font-semibold text-slate-900 text-xl dark:text-white">
        {curriculumText.teacherKeys}
      </h3>
      <p className={cn("mt-1 max-w-3xl text-sm", mutedText)}>{curriculumText.teacherKeysNote(inZip)}</p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2" aria-labelledby="teacher-keys-title">
        {keys.map((k) => (
          <li key={k.path} className={cn(cardClass, "flex gap-3")}>
            <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700 dark:text-red-300" />
            <div className="min-w-0 flex-1">
              <a href={k.path} data-print-url={absoluteUrl(k.path)} className={linkClass}>
                {k.title}
                <span className="sr-only">, {curriculumText.formats[k.format]}</span>
              </a>
              <p className={cn("mt-1 text-sm", mutedText)}>{k.subtitle}</p>
            </div>
            <span
              aria-hidden="true"
              className="h-fit rounded bg-slate-100 px-2 py-0.5 font-semibold text-slate-800 text-xs uppercase dark:bg-slate-800 dark:text-slate-200"
            >
              {k.format}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
