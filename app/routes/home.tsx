import { site } from "~/content/site";
import { staticPage } from "~/lib/route-handle";

export const handle = staticPage;

export function meta() {
  return [{ title: site.name }, { name: "description", content: site.description }];
}

export default function Home() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-24 text-center">
      <h1 className="font-bold text-4xl">Inspiring Innovation in Biology Education</h1>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{site.description}</p>
    </section>
  );
}
