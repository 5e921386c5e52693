import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { assistantIsland } from "./scripts/lib/island-plugin.ts";

const contactEmail = process.env.CONTACT_EMAIL || "hello@genehive.example";
const publicUrl = (process.env.PUBLIC_URL || "http://localhost:3000").replace(/\/$/, "");

/**
 * The Markdown render pool starts worker threads from its own folder (new URL(…, import.meta.url)), so
 * the server bundle imports it where it lies, by absolute path, and Node runs it from source like
 * server.ts. (Rolldown's "relative" externals are computed from the output folder, not the chunk.)
 */
function keepMarkdownWorkersInSource(): Plugin {
  return {
    name: "genehive:markdown-workers-in-source",
    enforce: "pre",
    resolveId(id) {
      if (id.startsWith("#server/markdown/"))
        return { id: path.resolve(import.meta.dirname, id.slice(1)), external: "absolute" };
    },
  };
}

export default defineConfig({
  define: {
    "import.meta.env.CONTACT_EMAIL": JSON.stringify(contactEmail),
    "import.meta.env.PUBLIC_URL": JSON.stringify(publicUrl),
  },
  plugins: [
    tailwindcss(),
    reactRouter(),
    keepMarkdownWorkersInSource(),
    assistantIsland(path.resolve(import.meta.dirname, "app/features/assistant/island.tsx")),
  ],
  build: {
    // Only the JS-size analysis (npm run js-size) builds with source maps, into its own build directory;
    // "hidden" leaves the bundles byte-identical to a normal build (no sourceMappingURL comment), so the
    // sizes it measures are the ones visitors download, and no public build ever ships source maps.
    sourcemap: process.env.GENEHIVE_SOURCEMAPS === "1" ? "hidden" : false,
  },
  ssr: {
    // Loaded at run time: WASM (PGlite) and the pg driver must not be bundled.
    external: ["@electric-sql/pglite", "pg"],
  },
});
