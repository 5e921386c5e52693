import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/styles.ts";
import { useUi } from "#app/lib/language.tsx";
import { pagePath } from "#shared/i18n/pages.ts";

/** The 404 page, in the language of the address asked for (/es/… in Spanish), with a way back to that home page. */
export function NotFound() {
  const { lang, ui } = useUi();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="font-bold text-6xl text-brand-700 dark:text-honey-300">404</p>
      <h1 className="mt-4 font-bold text-3xl">{ui.notFoundTitle}</h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{ui.notFoundBody}</p>
      <Link to={pagePath("home", lang)} className={buttonClass("primary", "mt-8", "lg")}>
        {ui.returnHome}
      </Link>
    </section>
  );
}
