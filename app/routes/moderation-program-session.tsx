import { data, Form, Link, redirect } from "react-router";
import { TrailHeading } from "#app/components/ui/breadcrumbs.tsx";
import { ConfirmBox } from "#app/components/ui/confirm-box.tsx";
import { Field, TextAreaField } from "#app/components/ui/field.tsx";
import { errorsOf } from "#app/components/ui/form-message.tsx";
import { buttonClass, cardClass } from "#app/components/ui/styles.ts";
import { programsContent } from "#app/content/public/programs.ts";
import { formatDateTime } from "#app/features/forum/format.ts";
import { MissingTextNotes, SessionForm, StaffNotice, staffText as t } from "#app/features/programs/staff-forms.tsx";
import { unlistedPageMeta } from "#app/lib/seo.ts";
import { requireRole } from "#server/auth/require-role.ts";
import { answerOutageBesideForm } from "#server/db/outage.ts";
import { readForm } from "#server/forms.ts";
import { rosterOf } from "#server/programs/roster.ts";
import { cancelEnrolmentForm, messageForm, saveSessionForm, staffFormOutcome } from "#server/programs/staff.ts";
import { getSession } from "#server/programs/store.ts";
import { getConfig, getDb } from "#server/runtime.ts";
import type { FormOutcome } from "#shared/action-outcome.ts";
import { parseId } from "#shared/forum/schemas.ts";
import { missingSessionText, sessionDetail, sessionEnded } from "#shared/programs/format.ts";
import { programLimits, programPaths } from "#shared/programs/schemas.ts";
import type { Route } from "./+types/moderation-program-session";

const programs = programsContent.list.items.map(({ id, title }) => ({ id, title }));
const savedMessages: Record<string, string> = { created: "Session created.", saved: "Session saved." };
const statusNames: Record<string, string> = {
  confirmed: "Confirmed",
  offered: "Place offered",
  waitlist: "Waitlist",
  cancelled: "Cancelled",
};

export function meta({ loaderData }: Route.MetaArgs) {
  return unlistedPageMeta(loaderData ? `${loaderData.title} | ${t.title}` : t.title);
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, "moderator");
  const id = parseId(params.id);
  const session = id === undefined ? undefined : await getSession(getDb(), id);
  if (!session) throw data(null, { status: 404 });
  const roster = await rosterOf(getDb(), session.id);
  const count = (status: string) => roster.filter((r) => r.status === status).length;
  return {
    saved: savedMessages[new URL(request.url).searchParams.get("saved") ?? ""] ?? null,
    title: sessionDetail(session.details, "title", "en"),
    // Families' pages fall back when a published session's words are missing in a language: said beside it.
    missing: session.status === "draft" ? [] : missingSessionText(session.details),
    session,
    roster,
    counts: {
      confirmed: count("confirmed"),
      offered: count("offered"),
      waitlist: count("waitlist"),
      cancelled: count("cancelled"),
    },
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  return answerOutageBesideForm(async () => {
    const member = await requireRole(request, "moderator");
    const id = parseId(params.id);
    if (id === undefined || !(await getSession(getDb(), id))) throw data(null, { status: 404 });
    const form = await readForm(request);
    const intent = form.get("intent");
    const { publicUrl } = getConfig();
    const db = getDb();
    const outcome =
      intent === "update-session"
        ? await saveSessionForm(db, publicUrl, member, form, id)
        : intent === "cancel-enrolment"
          ? await cancelEnrolmentForm(db, publicUrl, member, id, form)
          : intent === "message"
            ? await messageForm(db, publicUrl, member, id, form)
            : undefined;
    if (!outcome) throw data(null, { status: 400 });
    if (outcome.ok && intent === "update-session") return redirect(`${programPaths.staffSession(id)}?saved=saved`);
    return data(staffFormOutcome(outcome, String(intent)), { status: outcome.ok ? 200 : outcome.status });
  });
}

export default function ModerationProgramSession({ loaderData, actionData }: Route.ComponentProps) {
  const { session, roster, counts, title, saved, missing } = loaderData;
  const result: FormOutcome | undefined = actionData ?? undefined;
  const message = result?.intent === "message" && !result.ok ? result : undefined;
  const messageErrors = errorsOf(result, "message");
  const cancelErrors = errorsOf(result, "cancel-enrolment");
  // A cancellation sent without its box ticked opens again on the same row, with the reason beside the box.
  const refusedCancel = result?.intent === "cancel-enrolment" && !result.ok ? result.values?.enrolmentId : undefined;
  return (
    <section className="mx-auto max-w-5xl px-4 py-12">
      <TrailHeading
        label={t.breadcrumbLabel}
        items={[
          { to: "/community/moderation", label: t.moderation },
          { to: programPaths.staff, label: t.breadcrumb },
          { label: title },
        ]}
        title={title}
      />
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        {t.statusNames[session.status]}
        {sessionEnded(session.endsOn) && " (ended: families can no longer enrol)"} ·{" "}
        {session.status !== "draft" && (
          <a href={programPaths.session(session.id, "en")} className="underline underline-offset-2">
            Public page
          </a>
        )}
      </p>
      <MissingTextNotes missing={missing} className="mt-2 space-y-1" />
      {saved && !result && <StaffNotice result={{ ok: true, message: saved }} />}
      <StaffNotice result={result} />

      <h2 className="mt-10 font-bold text-2xl">Roster</h2>
      <p data-roster-counts className="mt-2 text-slate-800 dark:text-slate-200">
        {`${counts.confirmed + counts.offered} of ${session.capacity} places taken (${counts.confirmed} confirmed, ${counts.offered} offered) · ${counts.waitlist} on the waitlist · ${counts.cancelled} cancelled`}
      </p>
      <p className="mt-3">
        <a href={programPaths.roster(session.id)} download className={buttonClass("secondary")}>
          Download the roster (CSV)
        </a>
      </p>
      {roster.length === 0 ? (
        <p className="mt-4 text-slate-700 dark:text-slate-300">No enrolments yet.</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <thead>
              <tr className="border-slate-300 border-b dark:border-slate-600">
                <th scope="col" className="py-2 pr-3">
                  Status
                </th>
                <th scope="col" className="py-2 pr-3">
                  Child
                </th>
                <th scope="col" className="py-2 pr-3">
                  Guardian
                </th>
                <th scope="col" className="py-2 pr-3">
                  Language
                </th>
                <th scope="col" className="py-2 pr-3">
                  Notes
                </th>
                <th scope="col" className="py-2 pr-3">
                  Photos
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {roster.map((r) => (
                <tr
                  key={r.id}
                  data-roster-row={r.status}
                  className="border-slate-200 border-b align-top dark:border-slate-700"
                >
                  <td className="py-2 pr-3">
                    {`${statusNames[r.status]}${r.position ? ` #${r.position}` : ""}`}
                    <span className="block text-slate-700 text-xs dark:text-slate-300">
                      {formatDateTime(r.createdAt)}
                    </span>
                  </td>
                  <td className="py-2 pr-3">
                    {r.childFirstName}, grade {r.childGrade}
                    {r.school && <span className="block text-slate-700 dark:text-slate-300">{r.school}</span>}
                    {r.detailsChangedAt && (
                      <span
                        data-details-changed
                        className="block font-semibold text-amber-900 text-xs dark:text-amber-200"
                      >
                        {`Family changed the details ${formatDateTime(r.detailsChangedAt)}`}
                      </span>
                    )}
                  </td>
                  <td className="break-all py-2 pr-3">
                    {r.guardianName}
                    <span className="block">{r.guardianEmail}</span>
                    {r.guardianPhone && <span className="block">{r.guardianPhone}</span>}
                  </td>
                  <td className="py-2 pr-3">{r.language === "es" ? "Spanish" : "English"}</td>
                  <td className="max-w-xs whitespace-pre-line wrap-anywhere py-2 pr-3">{r.notes}</td>
                  <td className="py-2 pr-3">{r.photoConsent ? "Yes" : "No"}</td>
                  <td className="py-2">
                    {r.status !== "cancelled" && (
                      <CancelEnrolment
                        id={r.id}
                        child={r.childFirstName}
                        status={statusNames[r.status] ?? r.status}
                        error={refusedCancel === String(r.id) ? cancelErrors.confirm : undefined}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h2 className="mt-12 font-bold text-2xl">Message the families</h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        An e-mail to every family with a place (or a place offered), each in its own mail. Write in the language the
        families chose; the greeting and session details are in their language.
      </p>
      <Form method="post" className={`${cardClass} mt-4 space-y-4`} aria-label="Message the families">
        <input type="hidden" name="intent" value="message" />
        <Field
          id="message-subject"
          name="subject"
          label="Subject"
          maxLength={programLimits.messageSubjectMax}
          defaultValue={message?.values?.subject}
          error={messageErrors.subject}
        />
        <TextAreaField
          id="message-body"
          name="body"
          label="Message"
          rows={5}
          maxLength={programLimits.messageBodyMax}
          defaultValue={message?.values?.body}
          error={messageErrors.body}
        />
        <button type="submit" className={buttonClass("primary")}>
          Send to the families
        </button>
      </Form>

      <h2 className="mt-12 font-bold text-2xl">Edit the session</h2>
      <div className={`${cardClass} mt-4`}>
        <SessionForm
          idPrefix="edit"
          intent="update-session"
          programs={programs}
          session={session}
          result={result}
          submitLabel="Save session"
        />
      </div>
      <p className="mt-8">
        <Link to={programPaths.staff} className="underline underline-offset-2">
          All sessions
        </Link>
      </p>
    </section>
  );
}

/**
 * Cancelling a child's enrolment takes two steps, with or without JavaScript: open the row's panel, tick the box
 * that says what happens (the family is e-mailed; a freed place goes to the waitlist), then press the button. The
 * server refuses a post without the box ticked.
 */
function CancelEnrolment(props: { id: number; child: string; status: string; error?: string }) {
  return (
    <details open={props.error !== undefined} className="w-60">
      <summary className="cursor-pointer font-semibold text-red-800 underline underline-offset-2 dark:text-red-300">
        Cancel…<span className="sr-only"> the enrolment of {props.child}</span>
      </summary>
      <Form method="post" className="mt-2 space-y-2">
        <input type="hidden" name="intent" value="cancel-enrolment" />
        <input type="hidden" name="enrolmentId" value={props.id} />
        <ConfirmBox
          id={`cancel-${props.id}-confirm`}
          label={`Yes, cancel ${props.child}'s enrolment (${props.status.toLowerCase()}). We e-mail the family; a freed place goes to the waitlist.`}
          error={props.error}
        />
        <button
          type="submit"
          className="inline-flex min-h-9 items-center rounded-lg border border-red-700 bg-white px-3 font-semibold text-red-800 text-sm hover:bg-red-50 dark:border-red-400 dark:bg-slate-900 dark:text-red-200 dark:hover:bg-red-950"
        >
          Cancel the enrolment<span className="sr-only"> of {props.child}</span>
        </button>
      </Form>
    </details>
  );
}
