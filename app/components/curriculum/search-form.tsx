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
        <SelectField
          id="search-unit"
          name="unit"
          label={t.searchUnit}
          value={props.filters?.unit}
          options={[
            ["", t.searchAllUnits],
            ...props.units.map((u) => [String(u.number), t.unitLabel(u.number)] as const),
          ]}
        />
        <SelectField
          id="search-kind"
          name="kind"
          label={t.searchKind}
          value={props.filters?.kind}
          options={[["", t.searchAllKinds], ...props.kinds.map((kind) => [kind, t.kindsPlural[kind]] as const)]}
        />
        <button type="submit" className={`${buttonClass.primary} self-end`}>
          <Search aria-hidden="true" className="size-4" />
          {t.searchButton}
        </button>
      </form>
    </search>
  );
}

function SelectField(props: {
  id: string;
  name: string;
  label: string;
  value: string | number | undefined;
  options: ReadonlyArray<readonly [value: string, label: string]>;
}) {
  return (
    <div>
      <label htmlFor={props.id} className="block font-semibold text-sm">
        {props.label}
      </label>
      <select id={props.id} name={props.name} defaultValue={props.value ?? ""} className={controlClass}>
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
