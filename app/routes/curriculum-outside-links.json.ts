import { units } from "#app/content/curriculum/index.ts";
import { outsideLinkList } from "#app/content/curriculum/outside-links.ts";

/**
 * Every outside link the resource maps use, as data: provider, kind (one specific page or a provider's
 * collection), title, address and the units that use it. Built from the same catalogue the pages render,
 * so it cannot drift from them.
 */
export function loader() {
  return Response.json({ links: outsideLinkList(units) }, { headers: { "Cache-Control": "public, max-age=3600" } });
}
