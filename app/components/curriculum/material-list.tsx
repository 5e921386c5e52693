import { Download, FileText } from "lucide-react";
import type { Material } from "#app/content/curriculum/schema.ts";
import { cn } from "#app/lib/cn.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import { cardClass, linkClass, mutedText } from "./styles.ts";
import { curriculumText } from "./text.ts";

export type MaterialLink = Pick<Material, "title" | "subtitle" | "path"> & { format: Material["format"] | "zip" };

export interface TextOnlyEntry {
  when: string;
  title: string;
  description: string;
}

/** The downloadable files of a unit or phase: each a real download link with title, subtitle and format. */
export function MaterialList({ materials, textOnly = [] }: { materials: MaterialLink[]; textOnly?: TextOnlyEntry[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2" data-materials>
      {textOnly.map((day) => (
        <li key={day.when} className={cn(cardClass, "flex gap-3")}>
          <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-600 dark:text-slate-400" />
          <div>
            <p className="font-semibold">
              {day.when}: {day.title}
            </p>
            <p className={cn("mt-1 text-sm", mutedText)}>{day.description}</p>
            <p className={cn("mt-1 text-sm italic", mutedText)}>{curriculumText.textOnly}</p>
          </div>
        </li>
      ))}
      {materials.map((m) => (
        <FileCard key={m.path} file={m} icon={<Download aria-hidden="true" className={iconClass} />} download />
      ))}
    </ul>
  );
}

const iconClass = "mt-0.5 size-5 shrink-0 text-brand-700 dark:text-honey-300";

/** One file in a list of downloads: its icon, its linked title (format for screen readers), subtitle and format. */
export function FileCard(props: { file: MaterialLink; icon: React.ReactNode; download?: boolean; className?: string }) {
  const { file, icon, download, className } = props;
  return (
    <li className={cn(cardClass, "flex gap-3", className)}>
      {icon}
      <div className="min-w-0 flex-1">
        <a href={file.path} download={download} data-print-url={absoluteUrl(file.path)} className={linkClass}>
          {file.title}
          <span className="sr-only">, {curriculumText.formats[file.format]}</span>
        </a>
        <p className={cn("mt-1 text-sm", mutedText)}>{file.subtitle}</p>
      </div>
      <span
        aria-hidden="true"
        className="h-fit rounded bg-slate-100 px-2 py-0.5 font-semibold text-slate-800 text-xs uppercase dark:bg-slate-800 dark:text-slate-200"
      >
        {file.format}
      </span>
    </li>
  );
}
