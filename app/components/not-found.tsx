import { Link } from "react-router";
import { shellText } from "#app/content/site.ts";

export function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="font-bold text-6xl text-brand-700 dark:text-honey-300">404</p>
      <h1 className="mt-4 font-bold text-3xl">{shellText.notFoundTitle}</h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{shellText.notFoundBody}</p>
      <Link
        to="/"
        className="mt-8 inline-flex h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 dark:bg-honey-300 dark:text-slate-950 dark:hover:bg-honey-400"
      >
        {shellText.returnHome}
      </Link>
    </section>
  );
}
