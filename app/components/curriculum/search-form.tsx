import { Search } from "lucide-react";
import type { SearchFilterKind, SearchFilters } from "#app/content/curriculum/search.ts";
import { buttonClass } from "./styles.ts";
import { curriculumText } from "./text.ts";

const controlClass =
  "mt-1 h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-white";

/**
 * The curriculum search as a plain GET form, so the query and its filters live in the address (a search
 * can be bookmarked or shared) and it works without JavaScript.
 */
export function CurriculumSearchForm(props: {
  query?: string;
  filters?: SearchFilters;
  units: Array<{ number: number; title: string }>;
  kinds: readonly SearchFilterKind[];
}) {
  const t = curriculumText;
  return (
    <search>
      <form method="get" action="/curriculum/search" className="mt-6 grid gap-3 sm:grid-cols-[1fr_auto_auto_auto]">
        <div className="min-w-0">
          <label htmlFor="q" className="block font-semibold text-sm">
            {t.searchLabel}
          </label>
          <input id="q" name="q" type="search" defaultValue={props.query} className={controlClass} />
        </div>
        <div>
          <label htmlFor="search-unit" className="block font-semibold text-sm">
            {t.searchUnit}
          </label>
          <select id="search-unit" name="unit" defaultValue={props.filters?.unit ?? ""} className={controlClass}>
            <option value="">{t.searchAllUnits}</option>
            {props.units.map((u) => (
              <option key={u.number} value={u.number}>
                {t.unitLabel(u.number)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="search-kind" className="block font-semibold text-sm">
            {t.searchKind}
          </label>
          <select id="search-kind" name="kind" defaultValue={props.filters?.kind ?? ""} className={controlClass}>
            <option value="">{t.searchAllKinds}</option>
            {props.kinds.map((kind) => (
              <option key={kind} value={kind}>
                {t.kindsPlural[kind]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={`${buttonClass.primary} self-end`}>
          <Search aria-hidden="true" className="size-4" />
          {t.searchButton}
        </button>
      </form>
    </search>
  );
}
