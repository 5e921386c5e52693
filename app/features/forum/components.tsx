import { Eye, Lock, MessageSquare, Pin } from "lucide-react";
import { Link } from "react-router";
import { cardClass } from "#app/components/ui/styles.ts";
import { cn } from "#app/lib/cn.ts";
import type { TopicSummary } from "#shared/forum/types.ts";
import { formatCount, formatDate } from "./format.ts";

export function PageHeader({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <h1 className="font-bold text-3xl tracking-tight">{title}</h1>
      {children}
    </div>
  );
}

export function Breadcrumbs({ items }: { items: Array<{ to?: string; label: string }> }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-6 text-sm">
      <ol className="flex flex-wrap items-center gap-2 text-slate-700 dark:text-slate-300">
        {items.map((item, i) => (
          <li key={item.label} className="flex items-center gap-2">
            {i > 0 && <span aria-hidden="true">/</span>}
            {item.to ? (
              <Link to={item.to} className="underline underline-offset-4">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function TopicList({ topics, showCategory = true }: { topics: TopicSummary[]; showCategory?: boolean }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      {topics.map((t) => (
        <li key={t.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2">
              {t.isPinned && (
                <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900 text-xs dark:bg-amber-900/40 dark:text-amber-100">
                  <Pin aria-hidden="true" className="size-3" />
                  Pinned
                </span>
              )}
              {t.isLocked && (
                <span className="inline-flex items-center gap-1 rounded-full bg-slate-200 px-2 py-0.5 font-semibold text-slate-800 text-xs dark:bg-slate-700 dark:text-slate-100">
                  <Lock aria-hidden="true" className="size-3" />
                  Locked
                </span>
              )}
              <Link to={`/community/forum/topic/${t.id}`} className="break-words font-semibold text-lg hover:underline">
                {t.title}
              </Link>
            </p>
            <p className="mt-1 text-slate-700 text-sm dark:text-slate-300">
              by <span className="font-medium">{t.author.fullName}</span> (@{t.author.username})
              {showCategory && (
                <>
                  {" "}
                  in{" "}
                  <Link to={`/community/forum/category/${t.category.slug}`} className="underline underline-offset-4">
                    {t.category.name}
                  </Link>
                </>
              )}{" "}
              · <time dateTime={t.createdAt}>{formatDate(t.createdAt)}</time>
            </p>
          </div>
          <p className="flex shrink-0 gap-4 text-slate-700 text-sm dark:text-slate-300">
            <span className="inline-flex items-center gap-1">
              <MessageSquare aria-hidden="true" className="size-4" />
              {formatCount(t.replyCount, "reply", "replies")}
            </span>
            <span className="inline-flex items-center gap-1">
              <Eye aria-hidden="true" className="size-4" />
              {formatCount(t.viewCount, "view", "views")}
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}

export function Pagination({
  page,
  total,
  pageSize,
  href,
}: {
  page: number;
  total: number;
  pageSize: number;
  href: (page: number) => string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-6 flex items-center justify-between gap-4 text-sm">
      {page > 1 ? (
        <Link to={href(page - 1)} className="font-medium underline" rel="prev">
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={href(page + 1)} className="font-medium underline" rel="next">
          Next page
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

export function Notice({ tone = "info", children }: { tone?: "info" | "error"; children: React.ReactNode }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        cardClass,
        "py-4",
        tone === "error" && "border-red-300 text-red-800 dark:border-red-700 dark:text-red-200",
      )}
    >
      {children}
    </div>
  );
}

/** Markdown already rendered and sanitised on the server (server/forum/markdown.ts). */
export function PostBody({ html }: { html: string }) {
  return (
    <div
      className="prose-forum break-words"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by rehype-sanitize on the server
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
