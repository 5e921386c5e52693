import { MessageCircle } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from "react";
import { assistantText as t } from "./text.ts";

// The panel brings the Markdown renderer with it: it is loaded when first opened, so unit pages stay light.
const loadPanel = () => import("./assistant-panel.tsx");
const AssistantPanel = lazy(loadPanel);

export interface AssistantWidgetProps {
  unit: number;
  title: string;
  drivingQuestion: string;
  coreConcepts: string[];
  lessons: { title: string; description: string }[];
}

function PanelLoading() {
  return (
    <div
      role="status"
      className="fixed right-4 bottom-4 z-50 rounded-2xl border border-slate-300 bg-white px-4 py-3 text-slate-800 text-sm shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      {t.loading}
    </div>
  );
}

/** The unit assistant: a floating button that opens the assistant panel for this unit. */
export function AssistantWidget({ unit, title, drivingQuestion, coreConcepts, lessons }: AssistantWidgetProps) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const panelId = useId();
  const context = useMemo(
    () => ({ unit, title, drivingQuestion, coreConcepts, lessons }),
    [unit, title, drivingQuestion, coreConcepts, lessons],
  );

  // Closing hands focus back to the button that opened the panel.
  useEffect(() => {
    if (!open && wasOpen.current) launcherRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <div data-no-print>
      {!open && (
        <button
          ref={launcherRef}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={false}
          onClick={() => {
            setMounted(true);
            setOpen(true);
          }}
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          className="fixed right-4 bottom-4 z-40 inline-flex min-h-12 items-center gap-2 rounded-full bg-brand-700 px-5 font-semibold text-sm text-white shadow-lg hover:bg-brand-800 dark:bg-honey-300 dark:text-slate-950 dark:hover:bg-honey-400"
        >
          <MessageCircle aria-hidden="true" className="size-5" />
          {t.launcher}
        </button>
      )}
      {/* Once opened, the panel stays mounted (hidden when closed) so a reply keeps streaming. */}
      {mounted && (
        <Suspense fallback={<PanelLoading />}>
          <AssistantPanel id={panelId} open={open} context={context} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
