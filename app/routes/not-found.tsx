import { data } from "react-router";
import { NotFound } from "#app/components/not-found.tsx";
import { shellText } from "#app/content/site.ts";

export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: `${shellText.notFoundTitle} | GeneHive` }, { name: "robots", content: "noindex" }];
}

export default function NotFoundRoute() {
  return <NotFound />;
}
