import { FileDown } from "lucide-react";
import { useEffect, useState } from "react";
import { buttonClass } from "./styles.ts";

/** 'Download Unit Plan': builds the unit's text plan in the browser and saves it under its file name. */
export function TextPlanButton({ fileName, text, label }: { fileName: string; text: string; label: string }) {
  // The file is built by script, so the button only becomes usable once the page has hydrated.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const save = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    // The click has started the download; the object URL can go once this task ends.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <button type="button" onClick={save} disabled={!ready} className={`${buttonClass.primary} disabled:opacity-70`}>
      <FileDown aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}
