import { Languages } from "lucide-react";
import { buttonClass } from "#app/components/ui/styles.ts";
import type { LanguageSuggestion } from "#app/lib/language.tsx";

/**
 * "This site is also in Spanish", in Spanish, for visitors whose browser prefers Spanish: rendered hidden into the
 * (static, identical for everyone) home page, and revealed by /site.js when navigator.languages ranks the language
 * above the page's own and no choice has been made yet. Never a redirect: crawlers and shared links see the page
 * they asked for. Fixed to the bottom of the screen, so showing it moves nothing on the page.
 */
export function LanguageSuggestions({ suggestions }: { suggestions: LanguageSuggestion[] }) {
  return suggestions.map((s) => (
    <aside
      key={s.lang}
      hidden
      data-lang-suggestion={s.lang}
      lang={s.lang}
      aria-label={s.label}
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-lg rounded-xl border border-slate-200 bg-white p-4 text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <p className="flex items-center gap-2 font-medium">
        <Languages aria-hidden="true" className="size-5 shrink-0 text-brand-700 dark:text-honey-300" />
        {s.text}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={s.path} hrefLang={s.lang} data-lang-switch={s.lang} className={buttonClass("primary")}>
          {s.accept}
        </a>
        <button type="button" data-lang-dismiss className={buttonClass("secondary")}>
          {s.dismiss}
        </button>
      </div>
    </aside>
  ));
}
