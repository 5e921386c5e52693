import { FileDown } from "lucide-react";
import { ScriptData } from "#app/lib/script-data.tsx";
import { buttonClass } from "./styles.ts";

/**
 * 'Download Unit Plan': the unit's text plan, built in the browser and saved under its file name by /unit-page.js
 * (the page ships no React), which enables the button once it can.
 */
export function TextPlanButton({ fileName, text, label }: { fileName: string; text: string; label: string }) {
  return (
    <>
      <button type="button" data-text-plan disabled className={`${buttonClass.primary} disabled:opacity-70`}>
        <FileDown aria-hidden="true" className="size-4" />
        {label}
      </button>
      <ScriptData name="text-plan" value={{ fileName, text }} />
    </>
  );
}
