import { ExternalLink, Mail } from "lucide-react";
import { footerItems, shellHref, site } from "#app/content/site.ts";
import { useShell, useUi } from "#app/lib/language.tsx";

const linkClass = "underline underline-offset-4 hover:text-brand-700 dark:hover:text-honey-300";

export function SiteFooter() {
  const { year } = useUi();
  const { lang, ui, foreign } = useShell();
  const [beforeYear, afterYear] = ui.copyright.split("{year}");
  return (
    <footer
      data-site-footer
      lang={foreign}
      className="border-slate-200 border-t bg-slate-50 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-8 text-slate-700 text-sm sm:px-6 dark:text-slate-300">
        <nav aria-label={ui.footerNavigation}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {footerItems.map((item) => (
              <li key={item.key}>
                <a
                  href={shellHref(item.to, lang)}
                  className={`inline-flex min-h-6 items-center font-medium ${linkClass}`}
                >
                  {ui.footer[item.key]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-6">
          <a href={`mailto:${site.contactEmail}`} className={`inline-flex items-center gap-1.5 ${linkClass}`}>
            <Mail aria-hidden="true" className="size-4" />
            <span className="sr-only">{ui.emailUs} </span>
            {site.contactEmail}
          </a>
          <a
            href={site.professionalNetworkUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={`inline-flex items-center gap-1 ${linkClass}`}
          >
            {ui.professionalNetwork}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">{ui.newTab}</span>
          </a>
          <p className="sm:ml-auto">
            {beforeYear}
            {/* The year the page was rendered: per request, or at build time for a prerendered page, which /site.js
                moves on to the reader's year if the page was built in an earlier one. */}
            <span data-copyright-year suppressHydrationWarning>
              {year}
            </span>
            {afterYear}
          </p>
        </div>
      </div>
    </footer>
  );
}
