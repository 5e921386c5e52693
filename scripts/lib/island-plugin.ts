import path from "node:path";
import type { Plugin } from "vite";

/** The virtual module server code imports to learn where the island's script is (app/env.d.ts types it). */
export const islandModuleId = "virtual:assistant-island";

/**
 * The unit assistant as an island (docs/decisions/0017-lean-runtime.md): unit and phase pages are
 * static HTML, and the widget's code, with React, is a client entry of its own, fetched when a teacher first
 * reaches for the assistant. React Router's client build takes only its entry and the routes, so this adds the
 * island to that build's inputs, notes the hashed file it becomes (and the chunks it imports, for preloading),
 * and hands that address to the server build, which renders it into the prerendered pages.
 *
 * In development the address is a module Vite serves: it installs React's refresh preamble (which React Router
 * normally writes into hydrated pages), then re-exports the island.
 */
export function assistantIsland(entry: string): Plugin {
  const resolved = `\0${islandModuleId}`;
  const devModule = `${islandModuleId}/dev`;
  let root = process.cwd();
  let built: { url: string; imports: string[] } | undefined;
  return {
    name: "genehive:assistant-island",
    configResolved(config) {
      root = config.root;
    },
    configEnvironment(name, options, { command }) {
      if (name !== "client" || command !== "build") return;
      const input = options.build?.rollupOptions?.input;
      if (!Array.isArray(input)) throw new Error("assistantIsland: the client build's inputs are not a list");
      input.push(entry);
    },
    resolveId(source) {
      if (source === islandModuleId) return resolved;
      if (source === devModule) return `\0${devModule}`;
    },
    load(id) {
      if (id === `\0${devModule}`) {
        return [
          'import "virtual:react-router/inject-hmr-runtime";',
          `export * from ${JSON.stringify(`/${path.relative(root, entry)}`)};`,
        ].join("\n");
      }
      if (id !== resolved) return;
      if (this.environment.mode === "dev") {
        return `export const islandUrl = "/@id/__x00__${devModule}";\nexport const islandImports = [];`;
      }
      // Static routes' modules are in the client build too, but the browser never renders them (they load as
      // documents: loadAsDocument in app/lib/route-handle.ts), so they need no address.
      if (this.environment.name === "client") return "export const islandUrl = '';\nexport const islandImports = [];";
      // The client build runs first; the server build (and prerendering) comes after it in the same process.
      if (!built) throw new Error("assistantIsland: the client build has not produced the island yet");
      return `export const islandUrl = ${JSON.stringify(built.url)};\nexport const islandImports = ${JSON.stringify(built.imports)};`;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk" && chunk.isEntry && chunk.facadeModuleId === entry) {
          built = { url: `/${chunk.fileName}`, imports: chunk.imports.map((file) => `/${file}`) };
        }
      }
      if (!built) throw new Error(`assistantIsland: no chunk was built for ${entry}`);
    },
  };
}
