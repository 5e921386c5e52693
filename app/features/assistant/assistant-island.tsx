import { islandImports, islandUrl } from "virtual:assistant-island";
import { ScriptData } from "#app/lib/script-data.tsx";
import { AssistantLauncher } from "./assistant-launcher.tsx";
import type { AssistantWidgetProps } from "./assistant-widget.tsx";
import { assistantText as t } from "./text.ts";

/**
 * The assistant on a static page: its launcher as plain HTML, and as data the unit context and where the island's
 * code is (each address a quoted string, which the offline copy's service worker finds and saves too). /unit-page.js fetches that code on intent (hover, focus) and mounts the widget on the first click
 * (docs/decisions/0017-lean-runtime.md); until then the page carries no React.
 */
export function AssistantIsland(props: AssistantWidgetProps) {
  return (
    <div
      data-no-print
      data-assistant
      data-loading={t.loading}
      data-error={t.errorDescription}
      data-offline={t.offlineDescription}
      data-retry={t.retry}
      data-close={t.close}
      data-skip={t.skipToAssistant}
    >
      <AssistantLauncher />
      <ScriptData name="assistant" value={{ island: islandUrl, imports: islandImports, context: props }} />
    </div>
  );
}
