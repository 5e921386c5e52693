import { data, Form, Link, redirect } from "react-router";
import { buttonClass, cardClass } from "#app/components/ui/styles.ts";
import { Breadcrumbs, PageHeader } from "#app/features/forum/components.tsx";
import { formatDateTime } from "#app/features/forum/format.ts";
import { forumText } from "#app/features/forum/text.ts";
import { cn } from "#app/lib/cn.ts";
import { requireMember } from "#server/auth/session.ts";
import { readForm } from "#server/forms.ts";
import { runForumAction } from "#server/forum/action.ts";
import { resolveReport } from "#server/forum/commands.ts";
import { isModerator } from "#server/forum/permissions.ts";
import { openReports } from "#server/forum/queries/reports.ts";
import { getDb } from "#server/runtime.ts";
import { forumPaths } from "#shared/forum/paths.ts";
import { forumMessages, parseId } from "#shared/forum/schemas.ts";
import type { ForumActionData } from "#shared/forum/types.ts";
import type { Route } from "./+types/moderation";

const t = forumText.moderation;

export function meta() {
  return [{ title: forumText.pageTitle(t.pageTitle) }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request);
  if (!isModerator(member)) throw data(null, { status: 404 });
  return { reports: await openReports(getDb()) };
}

export async function action({ request }: Route.ActionArgs) {
  const member = await requireMember(request);
  const form = await readForm(request);
  return runForumAction(async () => {
    const id = parseId(form.get("reportId"));
    if (id === undefined)
      return data<ForumActionData>({ ok: false, error: forumMessages.unknownReport }, { status: 404 });
    await resolveReport(getDb(), member, id);
    return redirect(forumPaths.moderation);
  });
}

export default function Moderation({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <Breadcrumbs items={[{ to: forumPaths.home, label: forumText.forum }, { label: t.pageTitle }]} />
      <PageHeader title={t.title} />
      {loaderData.reports.length === 0 ? (
        <p className={cn(cardClass, "mt-6")}>{t.empty}</p>
      ) : (
        <ol className="mt-6 space-y-4">
          {loaderData.reports.map((r) => (
            <li key={r.id} className={cardClass}>
              <Link to={forumPaths.post(r.topicId, r.replyId)} className="font-semibold hover:underline">
                {r.replyId ? t.replyIn : ""}
                {r.topicTitle}
              </Link>
              <p className="mt-1 text-slate-700 text-sm dark:text-slate-300">
                {t.reportedBy(r.reporter)} · <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
              </p>
              <p className="mt-2">
                <span className="font-medium">{t.reason}</span> {r.reason}
              </p>
              <blockquote className="mt-2 border-slate-300 border-l-4 pl-3 text-slate-700 text-sm dark:border-slate-600 dark:text-slate-300">
                {r.excerpt}
              </blockquote>
              <Form method="post" className="mt-3">
                <input type="hidden" name="reportId" value={r.id} />
                <button type="submit" className={buttonClass("secondary")}>
                  {t.resolve}
                </button>
              </Form>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
