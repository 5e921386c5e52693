import { data, Form, Link, redirect } from "react-router";
import { buttonClass, cardClass } from "#app/components/ui/styles.ts";
import { Breadcrumbs, PageHeader } from "#app/features/forum/components.tsx";
import { formatDateTime } from "#app/features/forum/format.ts";
import { requireMember } from "#server/auth/session.ts";
import { readForm } from "#server/forms.ts";
import { runForumAction } from "#server/forum/action.ts";
import { resolveReport } from "#server/forum/commands.ts";
import { isModerator } from "#server/forum/permissions.ts";
import { openReports } from "#server/forum/queries.ts";
import { getDb } from "#server/runtime.ts";
import { parseId } from "#shared/forum/schemas.ts";
import type { Route } from "./+types/moderation";

export function meta() {
  return [{ title: "Moderation | GeneHive" }, { name: "robots", content: "noindex" }];
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
    if (id === undefined) return data({ ok: false, error: "Unknown report." }, { status: 404 });
    await resolveReport(getDb(), member, id);
    return redirect("/community/moderation");
  });
}

export default function Moderation({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <Breadcrumbs items={[{ to: "/community/forum", label: "Forum" }, { label: "Moderation" }]} />
      <PageHeader title="Open reports" />
      {loaderData.reports.length === 0 ? (
        <p className={`${cardClass} mt-6`}>No open reports. Thank you for keeping the community kind.</p>
      ) : (
        <ol className="mt-6 space-y-4">
          {loaderData.reports.map((r) => (
            <li key={r.id} className={cardClass}>
              <Link
                to={`/community/forum/topic/${r.topicId}${r.replyId ? `?reply=${r.replyId}` : ""}`}
                className="font-semibold hover:underline"
              >
                {r.replyId ? "Reply in " : ""}
                {r.topicTitle}
              </Link>
              <p className="mt-1 text-slate-700 text-sm dark:text-slate-300">
                Reported by @{r.reporter} · <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
              </p>
              <p className="mt-2">
                <span className="font-medium">Reason:</span> {r.reason}
              </p>
              <blockquote className="mt-2 border-slate-300 border-l-4 pl-3 text-slate-700 text-sm dark:border-slate-600 dark:text-slate-300">
                {r.excerpt}
              </blockquote>
              <Form method="post" className="mt-3">
                <input type="hidden" name="reportId" value={r.id} />
                <button type="submit" className={buttonClass("secondary")}>
                  Mark resolved
                </button>
              </Form>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
