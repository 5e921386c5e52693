import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const contactEmail = process.env.CONTACT_EMAIL || "hello@genehive.example";
const publicUrl = (process.env.PUBLIC_URL || "http://localhost:3000").replace(/\/$/, "");

export default defineConfig({
  define: {
    "import.meta.env.CONTACT_EMAIL": JSON.stringify(contactEmail),
    "import.meta.env.PUBLIC_URL": JSON.stringify(publicUrl),
  },
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  ssr: {
    // Loaded at run time: WASM (PGlite) and the pg driver must not be bundled.
    external: ["@electric-sql/pglite", "pg"],
  },
});
