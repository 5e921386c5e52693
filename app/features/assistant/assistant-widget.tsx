import { Component, lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from "react";
import { AssistantLauncher } from "./assistant-launcher.tsx";
import { assistantText as t } from "./text.ts";
import type { UnitContext } from "./use-conversation.ts";

// The panel brings the Markdown renderer with it: it is loaded when first opened, so unit pages stay light.
const loadPanel = () => import("./assistant-panel.tsx");

/**
 * The panel's code could not be fetched (the connection dropped, or a new build replaced it): say so in
 * place of the panel, with a retry, instead of letting the failure take the whole page down.
 */
class PanelLoadBoundary extends Component<
  { onRetry(): void; onClose(): void; children: React.ReactNode },
  { failed: boolean }
> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div
        role="alert"
        className="fixed right-4 bottom-4 z-50 max-w-sm rounded-2xl border border-slate-300 bg-white px-4 py-3 text-slate-800 text-sm shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        <p>{navigator.onLine ? t.errorDescription : t.offlineDescription}</p>
        <div className="mt-2 flex gap-3">
          <button type="button" className="font-semibold underline" onClick={this.props.onRetry}>
            {t.retry}
          </button>
          <button type="button" className="underline" onClick={this.props.onClose}>
            {t.close}
          </button>
        </div>
      </div>
    );
  }
}

/** What the widget sends as its unit context: the unit page's (or phase page's) own summary. */
export type AssistantWidgetProps = UnitContext;

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

/**
 * The unit assistant: a floating button that opens the assistant panel for this unit. The island mounts it
 * `initiallyOpen`, on the click that fetched it.
 */
export function AssistantWidget({
  unit,
  phase,
  title,
  drivingQuestion,
  coreConcepts,
  lessons,
  initiallyOpen = false,
}: AssistantWidgetProps & { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const [mounted, setMounted] = useState(initiallyOpen);
  // A failed load is remembered by lazy(); a retry needs a new lazy component (and a fresh boundary).
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the reason to build it again
  const AssistantPanel = useMemo(() => lazy(loadPanel), [attempt]);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const panelId = useId();
  const context = useMemo(
    () => ({ unit, phase, title, drivingQuestion, coreConcepts, lessons }),
    [unit, phase, title, drivingQuestion, coreConcepts, lessons],
  );

  // Closing hands focus back to the button that opened the panel.
  useEffect(() => {
    if (!open && wasOpen.current) launcherRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <div data-no-print>
      {!open && (
        <AssistantLauncher
          ref={launcherRef}
          onClick={() => {
            setMounted(true);
            setOpen(true);
          }}
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
        />
      )}
      {/* Once opened, the panel stays mounted (hidden when closed) so a reply keeps streaming. */}
      {mounted && (
        <PanelLoadBoundary
          key={attempt}
          onRetry={() => setAttempt((n) => n + 1)}
          onClose={() => {
            setMounted(false);
            setOpen(false);
          }}
        >
          <Suspense fallback={<PanelLoading />}>
            <AssistantPanel id={panelId} open={open} context={context} onClose={() => setOpen(false)} />
          </Suspense>
        </PanelLoadBoundary>
      )}
    </div>
  );
}
