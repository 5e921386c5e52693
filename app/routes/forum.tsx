import { Plus, Search } from "lucide-react";
import { Form, Link } from "react-router";
import { buttonClass, cardClass, inputClass } from "#app/components/ui/styles.ts";
import { PageHeader, TopicList } from "#app/features/forum/components.tsx";
import { formatCount } from "#app/features/forum/format.ts";
import { LocalTime } from "#app/features/forum/local-time.tsx";
import { forumText } from "#app/features/forum/text.ts";
import { cn } from "#app/lib/cn.ts";
import { noindexMeta } from "#app/lib/seo.ts";
import { requireMember } from "#server/auth/session.ts";
import { listCategories } from "#server/forum/queries/categories.ts";
import { recentTopics, topicsByIds } from "#server/forum/queries/topics.ts";
import { unreadTopicIds, withUnread } from "#server/forum/reading.ts";
import { getDb } from "#server/runtime.ts";
import { forumPaths } from "#shared/forum/paths.ts";
import { forumLimits } from "#shared/forum/schemas.ts";
import type { Route } from "./+types/forum";

const t = forumText.home;

export function meta() {
  return noindexMeta(forumText.pageTitle(t.title));
}

export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request);
  const db = getDb();
  const onlyNew = new URL(request.url).searchParams.get("filter") === "new";
  const [categories, listed] = await Promise.all([
    listCategories(db),
    onlyNew
      ? unreadTopicIds(db, member.id, forumLimits.recentTopics).then((ids) => topicsByIds(db, ids))
      : recentTopics(db),
  ]);
  return { categories, topics: await withUnread(db, member.id, listed), onlyNew };
}

export default function ForumHome({ loaderData }: Route.ComponentProps) {
  const { categories, topics, onlyNew } = loaderData;
  return (
    <section className="mx-auto max-w-6xl px-4 py-12">
      <PageHeader title={t.title}>
        <div className="flex flex-wrap items-center gap-3">
          <Form method="get" action={forumPaths.search} role="search" className="flex gap-2">
            <label htmlFor="forum-search" className="sr-only">
              {forumText.search.label}
            </label>
            <input
              id="forum-search"
              name="q"
              type="search"
              placeholder={forumText.search.label}
              className={inputClass}
            />
            <button type="submit" className={buttonClass("secondary")} aria-label={forumText.search.button}>
              <Search aria-hidden="true" className="size-4" />
            </button>
          </Form>
          <Link to={forumPaths.newTopic()} className={buttonClass("primary")}>
            <Plus aria-hidden="true" className="size-4" />
            {forumText.newTopic}
          </Link>
        </div>
      </PageHeader>

      <h2 className="mt-10 font-semibold text-xl">{t.categories}</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {categories.map((c) => (
          <li key={c.id}>
            <Link
              to={forumPaths.category(c.slug)}
              className={cn(cardClass, "block h-full hover:border-brand-600 dark:hover:border-honey-300")}
            >
              <h3 className="font-semibold text-lg">{c.name}</h3>
              <p className="mt-2 text-slate-700 text-sm dark:text-slate-300">{c.description}</p>
              <p className="mt-3 text-slate-700 text-xs dark:text-slate-300">
                {formatCount(c.topicCount, ...forumText.counts.topics)}
                {c.lastActivityAt && (
                  <>
                    {" "}
                    · {t.latestActivity} <LocalTime iso={c.lastActivityAt} kind="date" />
                  </>
                )}
              </p>
            </Link>
          </li>
        ))}
      </ul>

      <div className="mt-12 mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-semibold text-xl">{t.recent}</h2>
        <nav aria-label={t.views} className="flex gap-2 text-sm">
          {[
            { to: forumPaths.home, label: t.latest, current: !onlyNew },
            { to: `${forumPaths.home}?filter=new`, label: t.newOnly, current: onlyNew },
          ].map((view) => (
            <Link
              key={view.to}
              to={view.to}
              aria-current={view.current ? "page" : undefined}
              className={cn(
                "rounded-full border px-3 py-1 font-medium",
                view.current
                  ? "border-brand-700 bg-brand-700 text-white dark:border-honey-300 dark:bg-honey-300 dark:text-slate-950"
                  : "border-slate-300 hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-white/10",
              )}
            >
              {view.label}
            </Link>
          ))}
        </nav>
      </div>
      {onlyNew && topics.length === 0 ? (
        <p className={cardClass}>{t.emptyNew}</p>
      ) : topics.length === 0 ? (
        <div className={cn(cardClass, "text-center")}>
          <p>{t.empty}</p>
          <Link to={forumPaths.newTopic()} className={buttonClass("primary", "mt-4")}>
            {t.createFirst}
          </Link>
        </div>
      ) : (
        <TopicList topics={topics} />
      )}
    </section>
  );
}
