import { data } from "react-router";
import { NotFound } from "~/components/not-found";
import { shellText } from "~/content/site";

export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: `${shellText.notFoundTitle} | GeneHive` }, { name: "robots", content: "noindex" }];
}

export default function NotFoundRoute() {
  return <NotFound />;
}
