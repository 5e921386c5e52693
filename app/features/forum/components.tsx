import { Lock, Pin } from "lucide-react";
import { Form, Link } from "react-router";
import { SpriteIcon } from "#app/components/ui/icon-sprite.tsx";
import { buttonClass, inputClass, surfaceClass } from "#app/components/ui/styles.ts";
import { cn } from "#app/lib/cn.ts";
import { forumPaths } from "#shared/forum/paths.ts";
import { forumMessages } from "#shared/forum/schemas.ts";
import type { AuthorView, PageInfo, TopicSummary } from "#shared/forum/types.ts";
import { formatCount } from "./format.ts";
import { LocalTime } from "./local-time.tsx";
import { forumText as t } from "./text.ts";

/** The forum pages use the site's breadcrumb trail. */
export { Breadcrumbs } from "#app/components/ui/breadcrumbs.tsx";

export function PageHeader({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <h1 className="font-bold text-3xl tracking-tight">{title}</h1>
      {children}
    </div>
  );
}

const badgeClass = "inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-semibold text-xs";

/** "Pinned" and "Locked", for the topics that are. */
export function TopicBadges({ topic }: { topic: Pick<TopicSummary, "isPinned" | "isLocked" | "unread"> }) {
  return (
    <>
      {topic.unread?.isNew && (
        <span className={cn(badgeClass, "bg-brand-100 text-brand-900 dark:bg-brand-900/50 dark:text-brand-100")}>
          {t.unread.isNew}
        </span>
      )}
      {topic.isPinned && (
        <span className={cn(badgeClass, "bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100")}>
          <Pin aria-hidden="true" className="size-3" />
          {t.topic.pinned}
        </span>
      )}
      {topic.isLocked && (
        <span className={cn(badgeClass, "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100")}>
          <Lock aria-hidden="true" className="size-3" />
          {t.topic.locked}
        </span>
      )}
    </>
  );
}

/** "Full Name (@username)", as every post names its author. */
export function AuthorName({ author }: { author: AuthorView }) {
  return (
    <span className="wrap-anywhere">
      <span className="font-medium">{author.fullName}</span> (@{author.username})
    </span>
  );
}

/** A topic's reply and view counts, with their icons. */
export function TopicCounts({ topic, className }: { topic: TopicSummary; className?: string }) {
  return (
    <p className={cn("flex gap-4 text-slate-700 text-sm dark:text-slate-300", className)}>
      <span className="inline-flex items-center gap-1">
        <SpriteIcon name="replies" />
        {formatCount(topic.replyCount, ...t.counts.replies)}
      </span>
      <span className="inline-flex items-center gap-1">
        <SpriteIcon name="views" />
        {formatCount(topic.viewCount, ...t.counts.views)}
      </span>
    </p>
  );
}

export function TopicList({ topics, showCategory = true }: { topics: TopicSummary[]; showCategory?: boolean }) {
  return (
    <ul className={cn("divide-y divide-slate-200 rounded-2xl dark:divide-slate-800", surfaceClass)}>
      {topics.map((topic) => (
        <li key={topic.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2">
              <TopicBadges topic={topic} />
              <Link to={forumPaths.topic(topic.id)} className="wrap-anywhere font-semibold text-lg hover:underline">
                {topic.title}
              </Link>
              {!!topic.unread?.newReplies && (
                <span
                  className={cn(badgeClass, "bg-honey-100 text-slate-900 dark:bg-honey-400/20 dark:text-honey-100")}
                >
                  {t.unread.newReplies(topic.unread.newReplies)}
                </span>
              )}
            </p>
            <p className="mt-1 text-slate-700 text-sm dark:text-slate-300">
              {t.topic.by} <AuthorName author={topic.author} />
              {showCategory && (
                <>
                  {" "}
                  {t.topic.in} <CategoryLink category={topic.category} />
                </>
              )}{" "}
              · <LocalTime iso={topic.createdAt} kind="date" />
            </p>
          </div>
          <TopicCounts topic={topic} className="shrink-0" />
        </li>
      ))}
    </ul>
  );
}

export function CategoryLink({ category }: { category: TopicSummary["category"] }) {
  return (
    <Link to={forumPaths.category(category.slug)} className="underline underline-offset-4">
      {category.name}
    </Link>
  );
}

export function Pagination({ pages, href }: { pages: PageInfo; href: (page: number) => string }) {
  const { page } = pages;
  const last = Math.max(1, Math.ceil(pages.total / pages.pageSize));
  if (last <= 1) return null;
  return (
    <nav aria-label={t.pagination.label} className="mt-6 flex items-center justify-between gap-4 text-sm">
      {page > 1 ? (
        <Link to={href(page - 1)} className="font-medium underline" rel="prev">
          {t.pagination.previous}
        </Link>
      ) : (
        <span />
      )}
      <span>{t.pagination.position(page, last)}</span>
      {page < last ? (
        <Link to={href(page + 1)} className="font-medium underline" rel="next">
          {t.pagination.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** Above a hidden post's text, for the two who still read it: its author, and staff. */
export function HiddenNote({ own }: { own: boolean }) {
  return (
    <p className="mb-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900 text-sm dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-100">
      {own ? forumMessages.postHiddenForYou : forumMessages.postHiddenForStaff}
    </p>
  );
}

/** Markdown already rendered and sanitised on the server (server/forum/pages.ts, postHtml). */
export function PostBody({ html }: { html: string }) {
  return (
    <div
      className="prose-forum wrap-anywhere"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by rehype-sanitize on the server
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** A GET search box: the words in `q`, the page's own results below it. */
export function SearchForm(props: {
  id: string;
  label: string;
  value: string;
  maxLength?: number;
  placeholder?: string;
}) {
  return (
    <Form method="get" role="search" className="mt-6 flex gap-2">
      <label htmlFor={props.id} className="sr-only">
        {props.label}
      </label>
      <input
        id={props.id}
        name="q"
        type="search"
        defaultValue={props.value}
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        className={inputClass}
      />
      <button type="submit" className={buttonClass("primary")}>
        {t.search.button}
      </button>
    </Form>
  );
}
