import { curriculumPaths } from "./curriculum/index.ts";

/** Pages rendered to static HTML at build time; they need no database. Also the sitemap. */
export const publicPaths = ["/", "/courses", "/pbl-course", "/biomimetic-course", "/why-genehive", "/tools", "/impact"];

export const prerenderPaths: string[] = [...publicPaths, ...curriculumPaths(), "/curriculum/standards"];
