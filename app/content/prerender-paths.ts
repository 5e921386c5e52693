/** Pages rendered to static HTML at build time; they need no database. Also the sitemap. */
export const publicPaths = ["/"];

export const prerenderPaths: string[] = [...publicPaths];
