import { data, Form, Link, redirect } from "react-router";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { buttonClass, cardClass, inputClass, labelClass } from "#app/components/ui/styles.ts";
import { StaffLinks } from "#app/features/account/staff-links.tsx";
import { Breadcrumbs, PageHeader, Pagination } from "#app/features/forum/components.tsx";
import { LocalTime } from "#app/features/forum/local-time.tsx";
import { forumText } from "#app/features/forum/text.ts";
import { cn } from "#app/lib/cn.ts";
import { noindexMeta } from "#app/lib/seo.ts";
import { recentAudit } from "#server/audit.ts";
import { requireRole } from "#server/auth/require-role.ts";
import { readForm } from "#server/forms.ts";
import { pick, runForumAction } from "#server/forum/action.ts";
import { reportQueue } from "#server/forum/queries/reports.ts";
import { handleReport } from "#server/forum/report-actions.ts";
import { getDb } from "#server/runtime.ts";
import { reportIntentOf, reportIntents } from "#shared/forum/intents.ts";
import { forumPaths } from "#shared/forum/paths.ts";
import { forumLimits, forumMessages, parseId, parsePage } from "#shared/forum/schemas.ts";
import type { ForumActionData } from "#shared/forum/types.ts";
import type { Route } from "./+types/moderation";

const t = forumText.moderation;

export function meta() {
  return noindexMeta(forumText.pageTitle(t.pageTitle));
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "moderator");
  const search = new URL(request.url).searchParams;
  const db = getDb();
  const [reports, recent] = await Promise.all([
    reportQueue(db, parsePage(search.get("page"))),
    recentAudit(db, 10, "report."),
  ]);
  return { reports, recent, done: reportIntentOf(search.get("done")) ?? null };
}

export async function action({ request }: Route.ActionArgs) {
  return runForumAction(async () => {
    const member = await requireRole(request, "moderator");
    const form = await readForm(request);
    const id = parseId(form.get("reportId"));
    if (id === undefined)
      return data<ForumActionData>({ ok: false, message: forumMessages.unknownReport }, { status: 404 });
    const intent = reportIntentOf(form.get("intent"));
    if (!intent) return data<ForumActionData>({ ok: false, message: forumMessages.unknownAction }, { status: 400 });
    await handleReport(getDb(), member, id, intent, pick(form, "note"));
    // Back to the queue, which says what was done: the post has left it.
    return redirect(`${forumPaths.moderation}?done=${intent}`);
  });
}

export default function Moderation({ loaderData, actionData }: Route.ComponentProps) {
  const { reports, recent, done } = loaderData;
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <Breadcrumbs items={[{ to: forumPaths.home, label: forumText.forum }, { label: t.pageTitle }]} />
      <PageHeader title={t.title}>
        <StaffLinks />
      </PageHeader>
      {actionData && !actionData.ok ? (
        <div className="mt-6">
          <FormMessage outcome={actionData} />
        </div>
      ) : (
        done && (
          <div className="mt-6">
            <FormMessage outcome={{ ok: true, message: t.done[done] }} />
          </div>
        )
      )}
      {reports.items.length === 0 ? (
        <p className={cn(cardClass, "mt-6")}>{t.empty}</p>
      ) : (
        <ol className="mt-6 space-y-4">
          {reports.items.map((post) => (
            <li key={post.reportId} className={cardClass}>
              <article aria-labelledby={`report-${post.reportId}`}>
                <Link
                  id={`report-${post.reportId}`}
                  to={forumPaths.post(post.topicId, post.replyId)}
                  className="wrap-anywhere font-semibold hover:underline"
                >
                  {post.replyId ? t.replyIn : ""}
                  {post.topicTitle}
                </Link>
                <p className="mt-1 text-slate-700 text-sm dark:text-slate-300">
                  {t.reportCount(post.count)} · {t.firstReported} <LocalTime iso={post.firstReportedAt} />
                </p>
                <blockquote className="mt-2 wrap-anywhere border-slate-300 border-l-4 pl-3 text-slate-700 text-sm dark:border-slate-600 dark:text-slate-300">
                  {post.excerpt}
                </blockquote>
                <ul className="mt-3 space-y-1 text-sm">
                  {post.reports.map((r) => (
                    <li key={`${r.reporter}-${r.createdAt}`} className="wrap-anywhere">
                      <span className="font-medium">{t.reason}</span> {r.reason}{" "}
                      <span className="text-slate-700 dark:text-slate-300">
                        — {t.reportedBy(r.reporter)}, <LocalTime iso={r.createdAt} />
                      </span>
                    </li>
                  ))}
                </ul>
                {post.count > post.reports.length && (
                  <p className="mt-1 text-slate-700 text-sm dark:text-slate-300">
                    {t.moreReports(post.count - post.reports.length)}
                  </p>
                )}
                <Form method="post" className="mt-4 border-slate-200 border-t pt-4 dark:border-slate-700">
                  <input type="hidden" name="reportId" value={post.reportId} />
                  <label htmlFor={`note-${post.reportId}`} className={labelClass}>
                    {t.noteLabel}
                  </label>
                  <textarea
                    id={`note-${post.reportId}`}
                    name="note"
                    rows={2}
                    maxLength={forumLimits.noteMax}
                    aria-describedby={`note-hint-${post.reportId}`}
                    className={inputClass}
                  />
                  <p id={`note-hint-${post.reportId}`} className="mt-1 text-slate-700 text-sm dark:text-slate-300">
                    {t.noteHint}
                  </p>
                  <div className="mt-3 flex flex-wrap gap-2">
                    {reportIntents.map((intent) => (
                      <button
                        key={intent}
                        type="submit"
                        name="intent"
                        value={intent}
                        className={buttonClass(
                          "secondary",
                          intent === "delete-post"
                            ? "border-red-300 text-red-800 hover:bg-red-50 dark:border-red-700 dark:text-red-200 dark:hover:bg-red-950"
                            : undefined,
                        )}
                      >
                        {t.outcomes[intent]}
                      </button>
                    ))}
                  </div>
                </Form>
              </article>
            </li>
          ))}
        </ol>
      )}
      <Pagination pages={reports} href={(page) => forumPaths.moderationPage(page)} />
      {recent.length > 0 && (
        <>
          <h2 className="mt-10 mb-3 font-semibold text-xl">{t.recent}</h2>
          <ul className={cn(cardClass, "space-y-2 text-sm")}>
            {recent.map((entry) => (
              <li key={entry.id} className="wrap-anywhere">
                <LocalTime iso={entry.createdAt} />:{" "}
                {t.recentLine(entry.actor, entry.action, entry.details.reports ?? 1)}
                {entry.details.topicId !== undefined && entry.action !== "report.delete-post" && (
                  <>
                    {" "}
                    <Link
                      to={forumPaths.post(entry.details.topicId, entry.details.replyId ?? null)}
                      className="underline underline-offset-4"
                    >
                      {t.recentPost}
                    </Link>
                  </>
                )}
                {entry.target && <> · @{entry.target}</>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
