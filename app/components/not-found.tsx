import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/styles.ts";
import { shellText } from "#app/content/site.ts";

export function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="font-bold text-6xl text-brand-700 dark:text-honey-300">404</p>
      <h1 className="mt-4 font-bold text-3xl">{shellText.notFoundTitle}</h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{shellText.notFoundBody}</p>
      <Link to="/" className={buttonClass("primary", "mt-8", "lg")}>
        {shellText.returnHome}
      </Link>
    </section>
  );
}
