import { ExternalLink } from "lucide-react";
import { site } from "#app/content/site.ts";

export function SiteFooter() {
  return (
    <footer data-site-footer className="border-slate-200 border-t bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-8 text-slate-700 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6 dark:text-slate-300">
        <p>{site.copyright}</p>
        <a
          href={site.professionalNetwork.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 underline underline-offset-4 hover:text-brand-700 dark:hover:text-honey-300"
        >
          {site.professionalNetwork.label}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
    </footer>
  );
}
