import { KeyRound, Lock } from "lucide-react";
import type { TeacherKeyLink } from "#app/content/curriculum/index.ts";
import { cn } from "#app/lib/cn.ts";
import { educatorRequestPath } from "#shared/educator/request.ts";
import { FileCard } from "./material-list.tsx";
import { linkClass, mutedText } from "./styles.ts";
import { curriculumText } from "./text.ts";

const keyIcon = <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700 dark:text-red-300" />;

/**
 * The keys of the materials listed above them, and the keys zip, as their own labelled group of the downloads
 * (issue 30). The page is the same for everyone (prerendered): the keys' addresses answer only educators and
 * staff. /site.js marks the page for an educator (html[data-educator]), which swaps the "for verified
 * educators" note for the educator's own; without JavaScript both stay, and a key refused says how to get access.
 */
export function TeacherKeyList({ keys, zip }: { keys: TeacherKeyLink[]; zip?: string }) {
  if (keys.length === 0 && !zip) return null;
  return (
    <div className="mt-8" data-teacher-keys>
      <h3 id="teacher-keys-title" className="font-semibold text-slate-900 text-xl dark:text-white">
        {curriculumText.teacherKeys}
      </h3>
      <div
        className="mt-2 flex max-w-3xl gap-2 rounded-lg border border-slate-300 p-3 text-sm dark:border-slate-600"
        data-educator-note
      >
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>
          <strong>{curriculumText.keysForEducators}.</strong> {curriculumText.keysLocked}{" "}
          <a href={educatorRequestPath} className={linkClass}>
            {curriculumText.requestAccess}
          </a>
        </p>
      </div>
      <p className={cn("mt-2 max-w-3xl text-sm", mutedText)} data-educator-only>
        {curriculumText.teacherKeysNote}
      </p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2" aria-labelledby="teacher-keys-title">
        {zip && (
          <FileCard
            file={{ title: curriculumText.keysZip, subtitle: curriculumText.keysZipNote, path: zip, format: "zip" }}
            icon={keyIcon}
          />
        )}
        {/* On paper the keys' zip stands for them all: a page of key addresses helps no one at the copier. */}
        {keys.map((k) => (
          <FileCard key={k.path} file={k} icon={keyIcon} className={zip ? "print:hidden" : undefined} />
        ))}
      </ul>
    </div>
  );
}
