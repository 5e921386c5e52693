import { curriculumPaths } from "./curriculum/index.ts";

/** Pages rendered to static HTML at build time; they need no database. Also the sitemap. */
export const publicPaths = [
  "/",
  "/courses",
  "/pbl-course",
  "/biomimetic-course",
  "/why-genehive",
  "/tools",
  "/impact",
  "/programs",
  "/faq",
  "/privacy",
  "/terms",
];

/** Public pages rendered per request (the contact form carries a fresh signed timestamp); in the sitemap too. */
export const serverRenderedPublicPaths = ["/contact"];

/** Prerendered but not in the sitemap: the service worker's offline page. */
export const unlistedPrerenderPaths = ["/offline"];

export const prerenderPaths: string[] = [...publicPaths, "/curriculum", ...curriculumPaths(), "/curriculum/standards"];
