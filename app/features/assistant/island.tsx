// The assistant island's entry (scripts/lib/island-plugin.ts adds it to the client build): unit and phase pages are
// static HTML, and /unit-page.js imports this module, with React, when a teacher first opens the assistant.
import { createRoot } from "react-dom/client";
import { SiteToaster } from "#app/components/ui/toaster.tsx";
import { AssistantWidget, type AssistantWidgetProps } from "./assistant-widget.tsx";

// Fetched on intent, so the panel (with its Markdown renderer) starts loading before the click that opens it.
void import("./assistant-panel.tsx");

/** Replaces the page's static launcher in `host` with the widget, its panel already open. */
export function mount(host: HTMLElement, props: AssistantWidgetProps): void {
  createRoot(host).render(
    <>
      <AssistantWidget {...props} initiallyOpen />
      <SiteToaster />
    </>,
  );
}
