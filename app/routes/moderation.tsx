import { data, Form, Link, redirect } from "react-router";
import { buttonClass, cardClass } from "#app/components/ui/styles.ts";
import { StaffLinks } from "#app/features/account/staff-links.tsx";
import { ActionNotice, Breadcrumbs, PageHeader, Pagination } from "#app/features/forum/components.tsx";
import { LocalTime } from "#app/features/forum/local-time.tsx";
import { forumText } from "#app/features/forum/text.ts";
import { cn } from "#app/lib/cn.ts";
import { noindexMeta } from "#app/lib/seo.ts";
import { requireRole } from "#server/auth/require-role.ts";
import { requireMember } from "#server/auth/session.ts";
import { readForm } from "#server/forms.ts";
import { runForumAction } from "#server/forum/action.ts";
import { resolveReport } from "#server/forum/commands.ts";
import { reportQueue } from "#server/forum/queries/reports.ts";
import { getDb } from "#server/runtime.ts";
import { forumPaths } from "#shared/forum/paths.ts";
import { forumMessages, parseId, parsePage } from "#shared/forum/schemas.ts";
import type { ForumActionData } from "#shared/forum/types.ts";
import type { Route } from "./+types/moderation";

const t = forumText.moderation;

export function meta() {
  return noindexMeta(forumText.pageTitle(t.pageTitle));
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "moderator");
  return { reports: await reportQueue(getDb(), parsePage(new URL(request.url).searchParams.get("page"))) };
}

export async function action({ request }: Route.ActionArgs) {
  return runForumAction(async () => {
    const member = await requireMember(request);
    const form = await readForm(request);
    const id = parseId(form.get("reportId"));
    if (id === undefined)
      return data<ForumActionData>({ ok: false, error: forumMessages.unknownReport }, { status: 404 });
    await resolveReport(getDb(), member, id);
    return redirect(forumPaths.moderation);
  });
}

export default function Moderation({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <Breadcrumbs items={[{ to: forumPaths.home, label: forumText.forum }, { label: t.pageTitle }]} />
      <PageHeader title={t.title}>
        <StaffLinks />
      </PageHeader>
      {actionData && !actionData.ok && (
        <div className="mt-6">
          <ActionNotice result={actionData} />
        </div>
      )}
      {loaderData.reports.items.length === 0 ? (
        <p className={cn(cardClass, "mt-6")}>{t.empty}</p>
      ) : (
        <ol className="mt-6 space-y-4">
          {loaderData.reports.items.map((post) => (
            <li key={post.reportId} className={cardClass}>
              <Link to={forumPaths.post(post.topicId, post.replyId)} className="font-semibold hover:underline">
                {post.replyId ? t.replyIn : ""}
                {post.topicTitle}
              </Link>
              <p className="mt-1 text-slate-700 text-sm dark:text-slate-300">
                {t.reportCount(post.count)} · {t.firstReported} <LocalTime iso={post.firstReportedAt} />
              </p>
              <blockquote className="mt-2 border-slate-300 border-l-4 pl-3 text-slate-700 text-sm dark:border-slate-600 dark:text-slate-300">
                {post.excerpt}
              </blockquote>
              <ul className="mt-3 space-y-1 text-sm">
                {post.reports.map((r) => (
                  <li key={`${r.reporter}-${r.createdAt}`}>
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
              <Form method="post" className="mt-3">
                <input type="hidden" name="reportId" value={post.reportId} />
                <button type="submit" className={buttonClass("secondary")}>
                  {t.resolve(post.count)}
                </button>
              </Form>
            </li>
          ))}
        </ol>
      )}
      <Pagination pages={loaderData.reports} href={(page) => forumPaths.moderationPage(page)} />
    </section>
  );
}
