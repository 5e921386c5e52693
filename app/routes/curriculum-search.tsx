import { redirect } from "react-router";
import { CodeList } from "#app/components/curriculum/code-list.tsx";
import { PageTitle } from "#app/components/curriculum/page-header.tsx";
import { CurriculumSearchForm } from "#app/components/curriculum/search-form.tsx";
import { cardClass, linkClass, mutedText } from "#app/components/curriculum/styles.ts";
import { curriculumText } from "#app/components/curriculum/text.ts";
import { units } from "#app/content/curriculum/index.ts";
import {
  parseSearchFilters,
  type SearchEntry,
  searchCurriculum,
  searchEntries,
  searchFilterKinds,
} from "#app/content/curriculum/search.ts";
import { cn } from "#app/lib/cn.ts";
import { loadAsDocument, staticPage } from "#app/lib/route-handle.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/curriculum-search";

// A plain GET form answered by the server: works without JavaScript, so none is shipped.
export const handle = staticPage;
export const clientLoader = loadAsDocument;

let entries: SearchEntry[] | undefined;

const unitOptions = units.map(({ number, title }) => ({ number, title }));

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = url.searchParams;
  // The form sends its "All units" and "Everything" choices as empty values: drop them, so the address a
  // teacher bookmarks or shares names only the filters in use.
  const empty = [...params.entries()].filter(([name, value]) => name !== "q" && value === "").map(([name]) => name);
  if (empty.length) {
    for (const name of empty) params.delete(name);
    throw redirect(`${url.pathname}?${params}`);
  }
  const query = (params.get("q") ?? "").trim().slice(0, 200);
  const filters = parseSearchFilters(
    params,
    unitOptions.map((u) => u.number),
  );
  entries ??= searchEntries(units);
  return { query, filters, results: query ? searchCurriculum(entries, query, filters) : [] };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.query ? `${loaderData.query} · ${curriculumText.searchTitle}` : curriculumText.searchTitle;
  return [
    ...pageMeta({ title, description: curriculumText.searchLead, path: "/curriculum/search" }),
    { name: "robots", content: "noindex" },
  ];
}

export default function CurriculumSearch({ loaderData }: Route.ComponentProps) {
  const { query, filters, results } = loaderData;
  const filtered = filters.unit !== undefined || filters.kind !== undefined;
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <PageTitle title={curriculumText.searchTitle} lead={curriculumText.searchLead} />
      <CurriculumSearchForm query={query} filters={filters} units={unitOptions} kinds={searchFilterKinds} />
      <p className="mt-4 text-sm">
        <a href="/curriculum/standards" className={linkClass}>
          {curriculumText.standardsLink}
        </a>
      </p>
      {query && (
        <section aria-labelledby="results-title" className="mt-10">
          <h2 id="results-title" className="font-bold text-xl" aria-live="polite">
            {results.length
              ? curriculumText.searchResults(results.length, query)
              : filtered
                ? curriculumText.searchFilteredNone(query)
                : curriculumText.searchNone(query)}
          </h2>
          <ol className="mt-4 grid gap-3">
            {results.map((r) => (
              <li key={`${r.kind}:${r.url}`} className={cardClass}>
                <p className="font-semibold text-brand-800 text-xs uppercase tracking-wide dark:text-honey-300">
                  {curriculumText.kinds[r.kind]} · {r.context}
                </p>
                <h3 className="mt-1 font-semibold text-lg">
                  <a href={r.url} className={linkClass}>
                    {r.title}
                  </a>
                </h3>
                <p className={cn("mt-1 text-sm", mutedText)}>{r.summary}</p>
                <CodeList codes={r.codes} className="mt-2" />
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
