import { data } from "react-router";
import { NotFound } from "#app/components/not-found.tsx";
import { rootDataOf } from "#app/lib/language.tsx";
import { noindexMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/not-found";

// Any address no other route claims, in any language: /es/… shows the Spanish 404.
export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return noindexMeta(`${rootDataOf(matches)?.ui.notFoundTitle} | GeneHive`);
}

export default function NotFoundRoute() {
  return <NotFound />;
}
