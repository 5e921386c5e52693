import { PageScript } from "../page-script.tsx";
import { buttonClass } from "./styles.ts";

// Both are filled by /offline.js (public/offline.js): saving needs a service worker, so without script
// there is nothing to offer. The empty, constant inner HTML keeps React's hydration out of their contents.

/** "Save this unit for offline" on a unit page, or the saved copy's size with a remove button. */
export function OfflineSave({ unit }: { unit: number }) {
  return (
    <div
      data-offline-save
      data-unit={unit}
      data-button-class={buttonClass.secondary}
      data-no-print
      className="mt-5 [&_p]:mt-2 [&_p]:text-slate-700 [&_p]:text-sm dark:[&_p]:text-slate-300"
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant empty string
      dangerouslySetInnerHTML={{ __html: "" }}
    />
  );
}

/** The hub's list of units saved in this browser, each with its size, date and a remove button. */
export function SavedUnitsList() {
  return (
    <div
      data-offline-list
      data-button-class={buttonClass.chip}
      className="[&_li]:flex [&_li]:flex-wrap [&_li]:items-center [&_li]:gap-2 [&_ul]:grid [&_ul]:gap-2 [&_a]:font-medium [&_a]:underline"
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant empty string
      dangerouslySetInnerHTML={{ __html: "" }}
    />
  );
}

/** The offline script, for the pages that offer offline use (a plain script: same origin, allowed by the CSP). */
export function OfflineScript() {
  return <PageScript src="/offline.js" />;
}
