import { data } from "react-router";
import { NotFound } from "#app/components/not-found.tsx";
import { shellText } from "#app/content/site.ts";
import { noindexMeta } from "#app/lib/seo.ts";

export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return noindexMeta(`${shellText.notFoundTitle} | GeneHive`);
}

export default function NotFoundRoute() {
  return <NotFound />;
}
