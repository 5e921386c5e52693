import { KeyRound } from "lucide-react";
import type { TeacherKeyLink } from "#app/content/curriculum/index.ts";
import { cn } from "#app/lib/cn.ts";
import { FileCard } from "./material-list.tsx";
import { mutedText } from "./styles.ts";
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
          <FileCard
            key={k.path}
            file={k}
            icon={<KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700 dark:text-red-300" />}
          />
        ))}
      </ul>
    </div>
  );
}
