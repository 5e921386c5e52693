import { MessageCircle } from "lucide-react";
import type { ComponentProps } from "react";
import { assistantText as t } from "./text.ts";

/**
 * The floating button that opens the assistant. The widget renders it, and unit and phase pages render the
 * same button as static HTML until the island's code arrives (assistant-island.tsx), so nothing moves.
 */
export function AssistantLauncher(props: ComponentProps<"button">) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      className="fixed right-4 bottom-4 z-40 inline-flex min-h-12 items-center gap-2 rounded-full bg-brand-700 px-5 font-semibold text-sm text-white shadow-lg hover:bg-brand-800 dark:bg-honey-300 dark:text-slate-950 dark:hover:bg-honey-400"
      {...props}
    >
      <MessageCircle aria-hidden="true" className="size-5" />
      {t.launcher}
    </button>
  );
}
