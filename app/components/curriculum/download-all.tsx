import { FileArchive, FileText } from "lucide-react";
import { cn } from "#app/lib/cn.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import { buttonClass, cardClass, mutedText } from "./styles.ts";
import { curriculumText } from "./text.ts";

/**
 * "Download all": the zip of every lesson plan, handout, printable and rubric (and the unit overview), and the Word
 * unit plan where the unit has one. The server sends both as attachments, so the links need no `download` attribute.
 */
export function DownloadAll(props: { zip: string; scope: "unit" | "phase"; files: number; wordPlan?: string }) {
  return (
    <div className={cn(cardClass, "mb-4 flex flex-wrap items-center gap-4 print:block")}>
      <div className="min-w-0 flex-1 basis-64 print:mb-2">
        <p className="font-semibold">{curriculumText.downloadAllTitle(props.scope)}</p>
        <p className={cn("text-sm", mutedText)}>{curriculumText.downloadAllNote(props.files)}</p>
      </div>
      <a href={props.zip} className={buttonClass.primary} data-print-url={absoluteUrl(props.zip)}>
        <FileArchive aria-hidden="true" className="size-4" />
        {curriculumText.downloadAll}
      </a>
      {props.wordPlan && (
        <a href={props.wordPlan} className={buttonClass.secondary} data-print-url={absoluteUrl(props.wordPlan)}>
          <FileText aria-hidden="true" className="size-4" />
          {curriculumText.wordPlan}
        </a>
      )}
    </div>
  );
}
