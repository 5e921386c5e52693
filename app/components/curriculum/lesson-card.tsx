import { ChevronRight, Download } from "lucide-react";
import { CodeList } from "#app/components/curriculum/code-list.tsx";
import type { Lesson } from "#app/content/curriculum/schema.ts";
import { cn } from "#app/lib/cn.ts";
import { cardClass, linkClass, mutedText } from "./styles.ts";
import { curriculumText } from "./text.ts";

export type LessonView = Omit<Lesson, "handout" | "differentiation" | "assessment"> & {
  /** Student handouts and printables the download lists leave out, reached from this card. */
  studentFiles?: { title: string; path: string; format: "pdf" | "docx" }[];
};

function label(lesson: LessonView) {
  return lesson.label ?? `Lesson ${lesson.number}`;
}

/**
 * One lesson (or day): what it is about (and why, if it is a flexible day), its objectives, details on demand
 * (with a lab's safety notes), and its lesson-plan download.
 */
export function LessonCard({ lesson }: { lesson: LessonView }) {
  const codes = [...lesson.standards.ngss, ...lesson.standards.state];
  const format = lesson.file?.endsWith(".pdf") ? "pdf" : "docx";
  return (
    // On paper a lesson may run on over a page break (kept whole, each left half a page blank before it), its
    // details side by side under no disclosure (they print open).
    <article
      id={`lesson-${lesson.number}`}
      className={cn(cardClass, "print:break-inside-auto")}
      aria-labelledby={`lesson-${lesson.number}-title`}
    >
      <p className="font-semibold text-brand-800 text-sm print:break-after-avoid dark:text-honey-300">
        {label(lesson)}
      </p>
      <h3 id={`lesson-${lesson.number}-title`} className="font-semibold text-slate-900 text-xl dark:text-white">
        {lesson.title}
      </h3>
      {lesson.flexible && (
        <p className="mt-2 text-sm">
          <span className="font-semibold">{curriculumText.flexibleDay}: </span>
          {lesson.flexible}
        </p>
      )}
      <p className={cn("mt-2 print:text-sm", mutedText)}>{lesson.description}</p>
      <p className="mt-3">
        <span className="font-semibold">{curriculumText.drivingQuestion}: </span>
        <span className="italic">{lesson.drivingQuestion}</span>
      </p>
      <h4 className="mt-4 font-semibold">{curriculumText.objectives}</h4>
      <ul className={cn("mt-2 list-disc space-y-1 pl-5 print:space-y-0 print:text-sm", mutedText)}>
        {lesson.objectives.map((o) => (
          <li key={o}>{o}</li>
        ))}
      </ul>
      <details className="group mt-4">
        <summary className="inline-flex min-h-11 print:hidden cursor-pointer list-none items-center gap-1 font-semibold text-brand-800 dark:text-honey-300">
          <ChevronRight aria-hidden="true" className="size-4 transition-transform group-open:rotate-90" />
          {lesson.safety.length ? curriculumText.lessonDetailsWithSafety : curriculumText.lessonDetails}
          <span className="sr-only"> ({label(lesson)})</span>
        </summary>
        <div className="mt-2 grid gap-4 md:grid-cols-3 print:grid-cols-2">
          <DetailList
            className="print:col-span-full"
            title={curriculumText.keyUnderstandings}
            items={lesson.keyUnderstandings}
          />
          <DetailList
            ordered
            title={curriculumText.activities}
            items={lesson.activities.map((a) => `${a.title} (${curriculumText.minutes(a.minutes)})`)}
          />
          <DetailList title={curriculumText.materials} items={lesson.materials} />
          {lesson.links.length > 0 && (
            <div>
              <h4 className="font-semibold">{curriculumText.outsideResources}</h4>
              <ul className={cn("mt-2 list-disc space-y-1 pl-5 text-sm", mutedText)}>
                {lesson.links.map((link) => (
                  <li key={link.url}>
                    <a href={link.url} className={linkClass}>
                      {link.title}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {lesson.safety.length > 0 && (
            <DetailList className="col-span-full" title={curriculumText.safety} items={lesson.safety} />
          )}
        </div>
      </details>
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        <CodeList codes={codes} />
        {lesson.file && (
          <a
            href={lesson.file}
            download
            className={cn(linkClass, "inline-flex min-h-11 items-center gap-2")}
            data-no-print
          >
            <Download aria-hidden="true" className="size-4" />
            {curriculumText.lessonPlan}
            <span className="sr-only">
              {" "}
              for {label(lesson)}: {lesson.title}, {curriculumText.formats[format]}
            </span>
          </a>
        )}
      </div>
      {lesson.studentFiles && lesson.studentFiles.length > 0 && (
        <div className="mt-3" data-no-print>
          <h4 className="font-semibold">{curriculumText.studentMaterials}</h4>
          <ul className="mt-1 flex flex-col gap-x-4">
            {groupByTitle(lesson.studentFiles).map(([title, files]) => (
              <li key={title} className="flex flex-wrap items-center gap-x-3">
                <span className={cn("text-sm", mutedText)}>{title}</span>
                {files.map((file) => (
                  <a
                    key={file.path}
                    href={file.path}
                    download
                    className={cn(linkClass, "inline-flex min-h-11 items-center gap-1 text-sm")}
                  >
                    <Download aria-hidden="true" className="size-4" />
                    {curriculumText.formats[file.format]}
                    <span className="sr-only">
                      {" "}
                      of {title}, {label(lesson)}
                    </span>
                  </a>
                ))}
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}

function DetailList(props: { title: string; items: readonly string[]; ordered?: boolean; className?: string }) {
  const { title, items, ordered, className } = props;
  const List = ordered ? "ol" : "ul";
  return (
    <div className={className}>
      <h4 className="font-semibold">{title}</h4>
      {/* On paper the details are a summary of the lesson plan (which prints in full from its file): set smaller. */}
      <List
        className={cn(
          "mt-2 space-y-1 pl-5 text-sm print:space-y-0 print:text-xs print:leading-snug",
          ordered ? "list-decimal" : "list-disc",
          mutedText,
        )}
      >
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </List>
    </div>
  );
}

/** A lesson's files by title, in their order: each title once, with its formats. */
function groupByTitle<F extends { title: string }>(files: readonly F[]): [string, F[]][] {
  const groups = new Map<string, F[]>();
  for (const file of files) groups.set(file.title, [...(groups.get(file.title) ?? []), file]);
  return [...groups];
}
