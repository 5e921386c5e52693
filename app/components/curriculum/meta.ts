import { site } from "#app/content/site.ts";
import { rootDataOf } from "#app/lib/language.tsx";

/** When the loader found no unit or phase: the root error boundary renders the 404 page. */
export function notFoundMeta(matches: Parameters<typeof rootDataOf>[0]) {
  return [{ title: `${rootDataOf(matches)?.ui.notFoundTitle} | ${site.name}` }, { name: "robots", content: "noindex" }];
}
