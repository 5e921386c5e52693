import { Search } from "lucide-react";
import { CodeList } from "#app/components/curriculum/code-list.tsx";
import { PageTitle } from "#app/components/curriculum/page-header.tsx";
import { buttonClass, cardClass, linkClass, mutedText } from "#app/components/curriculum/styles.ts";
import { curriculumText } from "#app/components/curriculum/text.ts";
import { units } from "#app/content/curriculum/index.ts";
import { type SearchEntry, searchCurriculum, searchEntries } from "#app/content/curriculum/search.ts";
import { cn } from "#app/lib/cn.ts";
import { staticPage } from "#app/lib/route-handle.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/curriculum-search";

// A plain GET form answered by the server: works without JavaScript, so none is shipped.
export const handle = staticPage;

let entries: SearchEntry[] | undefined;

export function loader({ request }: Route.LoaderArgs) {
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 200);
  entries ??= searchEntries(units);
  return { query, results: query ? searchCurriculum(entries, query) : [] };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.query ? `${loaderData.query} · ${curriculumText.searchTitle}` : curriculumText.searchTitle;
  return [
    ...pageMeta({ title, description: curriculumText.searchLead, path: "/curriculum/search" }),
    { name: "robots", content: "noindex" },
  ];
}

export default function CurriculumSearch({ loaderData }: Route.ComponentProps) {
  const { query, results } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <PageTitle title={curriculumText.searchTitle} lead={curriculumText.searchLead} />
      <search>
        <form method="get" action="/curriculum/search" className="mt-6 flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1">
            <label htmlFor="q" className="block font-semibold text-sm">
              {curriculumText.searchLabel}
            </label>
            <input
              id="q"
              name="q"
              type="search"
              defaultValue={query}
              className="mt-1 h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-white"
            />
          </div>
          <button type="submit" className={buttonClass.primary}>
            <Search aria-hidden="true" className="size-4" />
            {curriculumText.searchButton}
          </button>
        </form>
      </search>
      <p className="mt-4 text-sm">
        <a href="/curriculum/standards" className={linkClass}>
          {curriculumText.standardsLink}
        </a>
      </p>
      {query && (
        <section aria-labelledby="results-title" className="mt-10">
          <h2 id="results-title" className="font-bold text-xl" aria-live="polite">
            {results.length ? curriculumText.searchResults(results.length, query) : curriculumText.searchNone(query)}
          </h2>
          <ol className="mt-4 grid gap-3">
            {results.map((r) => (
              <li key={r.url} className={cardClass}>
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
