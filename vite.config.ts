import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { buildSettings } from "./scripts/lib/build-settings.ts";
import { assistantIsland } from "./scripts/lib/island-plugin.ts";
import { serverExternals } from "./scripts/lib/project.ts";

const { contactEmail, publicUrl } = buildSettings();

export default defineConfig({
  define: {
    "import.meta.env.CONTACT_EMAIL": JSON.stringify(contactEmail),
    "import.meta.env.PUBLIC_URL": JSON.stringify(publicUrl),
  },
  plugins: [
    tailwindcss(),
    reactRouter(),
    assistantIsland(path.resolve(import.meta.dirname, "app/features/assistant/island.tsx")),
  ],
  build: {
    // Only the JS-size analysis (npm run js-size) builds with source maps, into its own build directory;
    // "hidden" leaves the bundles byte-identical to a normal build (no sourceMappingURL comment), so the
    // sizes it measures are the ones visitors download, and no public build ever ships source maps.
    sourcemap: process.env.GENEHIVE_SOURCEMAPS === "1" ? "hidden" : false,
  },
  ssr: { noExternal: true, external: serverExternals },
});
