// The build refuses browser code that holds an answer key (scripts/build-materials.ts, filesHoldingKeys). npm run dev
// builds no browser code: Vite transforms each module when the browser asks for it, so the same check runs there,
// on every module sent to the browser, with the keys as the content on disk has them now.
import type { Plugin, ViteDevServer } from "vite";
import { log } from "#server/log.ts";
import { keyLeakMessage, keySnippets } from "#server/materials/generate.ts";
import { isMaterialsSource, root } from "./project.ts";

export function keyLeakPlugin(): Plugin {
  let server: ViteDevServer | undefined;
  let snippets: Promise<string[]> | undefined;
  // Through Vite's module graph, not an import: the dev server's own copy of the content is the one at its start.
  const loadSnippets = async () => {
    const content = await server?.ssrLoadModule("/app/content/curriculum/index.ts");
    return content ? keySnippets(content.handoutKeys()) : [];
  };
  return {
    name: "genehive:answer-key-leaks",
    apply: "serve",
    enforce: "post",
    configureServer(devServer) {
      server = devServer;
      devServer.watcher.on("all", (_event, file) => {
        if (isMaterialsSource(file)) snippets = undefined;
      });
    },
    async transform(code, id) {
      if (this.environment.name !== "client") return;
      snippets ??= loadSnippets().catch(() => {
        // Content that does not load is reported by the materials run; try again on the next module.
        snippets = undefined;
        return [];
      });
      const key = (await snippets).find((snippet) => code.includes(snippet));
      if (key) log("error", keyLeakMessage(id.startsWith(root) ? id.slice(root.length + 1) : id, key));
    },
  };
}
