import { ExternalLink, Mail } from "lucide-react";
import { footerItems, shellText, site } from "#app/content/site.ts";

const linkClass = "underline underline-offset-4 hover:text-brand-700 dark:hover:text-honey-300";

export function SiteFooter() {
  return (
    <footer data-site-footer className="border-slate-200 border-t bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-8 text-slate-700 text-sm sm:px-6 dark:text-slate-300">
        <nav aria-label={shellText.footerNavigation}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {footerItems.map((item) => (
              <li key={item.to}>
                <a href={item.to} className={`inline-flex min-h-6 items-center font-medium ${linkClass}`}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-6">
          <a href={`mailto:${site.contactEmail}`} className={`inline-flex items-center gap-1.5 ${linkClass}`}>
            <Mail aria-hidden="true" className="size-4" />
            <span className="sr-only">{shellText.emailUs} </span>
            {site.contactEmail}
          </a>
          <a
            href={site.professionalNetwork.url}
            target="_blank"
            rel="noopener noreferrer"
            className={`inline-flex items-center gap-1 ${linkClass}`}
          >
            {site.professionalNetwork.label}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          <p className="sm:ml-auto">{site.copyright}</p>
        </div>
      </div>
    </footer>
  );
}
