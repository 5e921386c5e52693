import { Link } from "react-router";
import { cardClass } from "#app/components/ui/styles.ts";
import { Breadcrumbs, PageHeader, SearchForm } from "#app/features/forum/components.tsx";
import { LocalTime } from "#app/features/forum/local-time.tsx";
import { forumText } from "#app/features/forum/text.ts";
import { noindexMeta } from "#app/lib/seo.ts";
import { requireMember } from "#server/auth/session.ts";
import { searchPage } from "#server/forum/pages.ts";
import { getDb } from "#server/runtime.ts";
import { forumPaths } from "#shared/forum/paths.ts";
import { forumLimits } from "#shared/forum/schemas.ts";
import type { Route } from "./+types/forum-search";

const t = forumText.search;

export function meta() {
  return noindexMeta(forumText.pageTitle(t.title));
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireMember(request);
  return searchPage(getDb(), new URL(request.url).searchParams.get("q") ?? "");
}

export default function ForumSearch({ loaderData }: Route.ComponentProps) {
  const { q, hits } = loaderData;
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <Breadcrumbs items={[{ to: forumPaths.home, label: forumText.forum }, { label: t.crumb }]} />
      <PageHeader title={t.title} />
      <SearchForm id="q" label={t.words} value={q} maxLength={forumLimits.searchMax} />
      {q.trim() && (
        <p role="status" className="mt-6 text-slate-700 dark:text-slate-300">
          {hits.length === 0 ? t.noResults(q) : t.results(hits.length, q)}
        </p>
      )}
      <ol className="mt-4 space-y-4">
        {hits.map((hit) => (
          <li key={`${hit.kind}-${hit.replyId ?? hit.topicId}`} className={cardClass}>
            <Link to={forumPaths.post(hit.topicId, hit.replyId)} className="font-semibold text-lg hover:underline">
              {hit.title}
            </Link>
            <p className="text-slate-700 text-xs dark:text-slate-300">
              {forumText.topicKind[hit.kind]} · <LocalTime iso={hit.createdAt} kind="date" />
            </p>
            <p className="mt-2 text-slate-800 text-sm dark:text-slate-200">
              {hit.snippet.map((s, i) =>
                s.match ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: segments are fixed for a render
                  <mark key={i} className="rounded bg-amber-200 px-0.5 text-slate-950">
                    {s.text}
                  </mark>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: segments are fixed for a render
                  <span key={i}>{s.text}</span>
                ),
              )}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
