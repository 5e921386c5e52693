import { deletedText } from "#app/features/account/content.ts";
import { staticPage } from "#app/lib/route-handle.ts";

export const handle = staticPage;

export function meta() {
  return [{ title: `${deletedText.title} | GeneHive` }, { name: "robots", content: "noindex" }];
}

/** Where deleting one's own account lands: signed out, with nothing left to show. */
export default function AccountDeleted() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24">
      <h1 className="font-bold text-3xl tracking-tight">{deletedText.title}</h1>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{deletedText.description}</p>
      <a
        href="/"
        className="mt-8 inline-flex font-semibold text-brand-700 underline underline-offset-4 dark:text-honey-300"
      >
        {deletedText.home}
      </a>
    </section>
  );
}
