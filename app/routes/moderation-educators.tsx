import { data, Form, redirect } from "react-router";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { buttonClass, cardClass } from "#app/components/ui/styles.ts";
import { StaffLinks } from "#app/features/account/staff-links.tsx";
import { noindexMeta } from "#app/lib/seo.ts";
import { requireRole } from "#server/auth/require-role.ts";
import { decideEducatorAccess, type EducatorDecision, educatorQueue } from "#server/educator/access.ts";
import { readForm } from "#server/forms.ts";
import { getConfig, getDb } from "#server/runtime.ts";
import { educatorQueuePath } from "#shared/educator/request.ts";
import type { Route } from "./+types/moderation-educators";

export function meta() {
  return noindexMeta("Educator requests | GeneHive");
}

const doneText: Record<EducatorDecision, string> = {
  approved: "Approved: the member is an educator now and has been told.",
  declined: "Declined: the member has been told.",
  revoked: "Revoked: the member's educator access ended and they have been told.",
};

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "moderator");
  const done = new URL(request.url).searchParams.get("done");
  return {
    queue: await educatorQueue(getDb()),
    done: done === "approved" || done === "declined" || done === "revoked" ? (done as EducatorDecision) : null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireRole(request, "moderator");
  const form = await readForm(request);
  const userId = String(form.get("userId") ?? "");
  const decision = String(form.get("decision") ?? "");
  const reason = String(form.get("reason") ?? "")
    .trim()
    .slice(0, 500);
  if (!userId || (decision !== "approved" && decision !== "declined" && decision !== "revoked"))
    throw data(null, { status: 400 });
  const done = await decideEducatorAccess(getDb(), userId, decision, staff.id, reason, getConfig().publicUrl);
  if (!done) throw data(null, { status: 404 });
  return redirect(`${educatorQueuePath}?done=${decision}`);
}

const statusLabel = { pending: "Waiting", approved: "Educator", declined: "Declined", revoked: "Revoked" } as const;

export default function EducatorQueue({ loaderData }: Route.ComponentProps) {
  const { queue, done } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="font-bold text-3xl text-slate-900 dark:text-white">Educator requests</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        Members asking for teacher and assessment keys. Approve those you can verify (the school, a school e-mail
        address), decline the others; revoke access that should end. Every decision is recorded with its reason.
      </p>
      <div className="mt-4">
        <StaffLinks />
      </div>
      {done && (
        <div className="mt-4">
          <FormMessage outcome={{ ok: true, title: "Done", message: doneText[done] }} />
        </div>
      )}
      {queue.length === 0 ? (
        <p className="mt-8 text-slate-700 dark:text-slate-300">No requests yet.</p>
      ) : (
        <ul className="mt-8 space-y-4" aria-label="Educator requests">
          {queue.map((r) => (
            <li key={r.userId} className={cardClass} data-educator-request={r.username}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="wrap-anywhere font-semibold text-lg text-slate-900 dark:text-white">
                  {r.name} <span className="font-normal text-slate-700 dark:text-slate-300">@{r.username}</span>
                </h2>
                <span className="rounded-full border border-slate-400 px-2 py-0.5 font-semibold text-xs dark:border-slate-500">
                  {statusLabel[r.status]}
                </span>
              </div>
              <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
                <dt className="font-semibold">School or organisation</dt>
                <dd className="wrap-anywhere">{r.organisation}</dd>
                <dt className="font-semibold">Role</dt>
                <dd className="wrap-anywhere">{r.position}</dd>
                <dt className="font-semibold">Subject and grades</dt>
                <dd className="wrap-anywhere">{r.subjects}</dd>
                <dt className="font-semibold">School e-mail</dt>
                <dd className="break-all">{r.schoolEmail ?? "none given"}</dd>
                <dt className="font-semibold">Account e-mail</dt>
                <dd className="break-all">
                  {r.email} {r.emailVerified ? "(verified)" : "(not verified)"}
                </dd>
                <dt className="font-semibold">Asked</dt>
                <dd>
                  <time dateTime={r.updatedAt}>{dateTime.format(new Date(r.updatedAt))} UTC</time>
                </dd>
              </dl>
              {r.decisions.length > 0 && (
                <details className="mt-3 text-sm">
                  <summary className="cursor-pointer font-semibold">Decisions ({r.decisions.length})</summary>
                  <ul className="mt-2 space-y-1">
                    {r.decisions.map((d) => (
                      <li key={`${d.at}-${d.decision}`}>
                        <time dateTime={d.at}>{dateTime.format(new Date(d.at))} UTC</time>
                        {`: ${d.decision} by ${d.by}${d.reason ? ` (${d.reason})` : ""}`}
                      </li>
                    ))}
                  </ul>
                </details>
              )}
              <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
                <input type="hidden" name="userId" value={r.userId} />
                <label className="flex min-w-0 grow flex-col gap-1 text-sm">
                  <span className="font-semibold">Reason (recorded; sent to the member)</span>
                  <input
                    name="reason"
                    maxLength={500}
                    className="min-h-11 rounded-lg border border-slate-400 bg-white px-3 dark:border-slate-500 dark:bg-slate-900"
                  />
                </label>
                {r.status === "approved" ? (
                  <button type="submit" name="decision" value="revoked" className={buttonClass("secondary")}>
                    Revoke access
                  </button>
                ) : (
                  <>
                    <button type="submit" name="decision" value="approved" className={buttonClass("primary")}>
                      Approve
                    </button>
                    {r.status === "pending" && (
                      <button type="submit" name="decision" value="declined" className={buttonClass("secondary")}>
                        Decline
                      </button>
                    )}
                  </>
                )}
              </Form>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
