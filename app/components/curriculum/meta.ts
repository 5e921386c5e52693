import { shellText, site } from "#app/content/site.ts";

/** When the loader found no unit or phase: the root error boundary renders the 404 page. */
export function notFoundMeta() {
  return [{ title: `${shellText.notFoundTitle} | ${site.name}` }, { name: "robots", content: "noindex" }];
}
