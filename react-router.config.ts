import type { Config } from "@react-router/dev/config";
import { prerenderPaths, unlistedPrerenderPaths } from "./app/content/prerender-paths.ts";

export default {
  ssr: true,
  buildDirectory: process.env.BUILD_DIR || "build",
  // Public and curriculum pages need no database: render them once at build time.
  prerender: [...prerenderPaths, ...unlistedPrerenderPaths],
} satisfies Config;
