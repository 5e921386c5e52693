import { data, Link, redirect } from "react-router";
import { ModerationHeading } from "#app/components/ui/breadcrumbs.tsx";
import { cardClass } from "#app/components/ui/styles.ts";
import { programsContent } from "#app/content/public/programs.ts";
import { formatDateTime } from "#app/features/forum/format.ts";
import { describeStaffAction } from "#app/features/programs/staff-actions.ts";
import {
  FactsForm,
  isFactsAnswer,
  MissingTextNotes,
  SessionForm,
  StaffNotice,
  staffText as t,
} from "#app/features/programs/staff-forms.tsx";
import { unlistedPageMeta } from "#app/lib/seo.ts";
import { requireRole } from "#server/auth/require-role.ts";
import { answerOutageBesideForm } from "#server/db/outage.ts";
import { readForm } from "#server/forms.ts";
import { saveFactsForm, saveSessionForm, staffFormOutcome } from "#server/programs/staff.ts";
import { listSessions, loadFacts, recentProgramActions } from "#server/programs/store.ts";
import { getConfig, getDb } from "#server/runtime.ts";
import type { FormOutcome } from "#shared/action-outcome.ts";
import { formatDays, missingSessionText, sessionDetail, sessionEnded } from "#shared/programs/format.ts";
import { programPaths } from "#shared/programs/schemas.ts";
import type { Route } from "./+types/moderation-programs";

const programs = programsContent.list.items.map(({ id, title }) => ({ id, title }));
const programTitle = (id: string) => programs.find((p) => p.id === id)?.title ?? id;

export function meta() {
  return unlistedPageMeta(t.title);
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "moderator");
  const db = getDb();
  const [sessions, facts, recent] = await Promise.all([listSessions(db), loadFacts(db), recentProgramActions(db)]);
  const saved = new URL(request.url).searchParams.get("saved");
  return {
    saved,
    facts,
    recent,
    sessions: sessions.map((s) => ({
      id: s.id,
      title: sessionDetail(s.details, "title", "en"),
      program: programTitle(s.programId),
      dates: formatDays(s.startsOn, s.endsOn, "en"),
      status: s.status,
      capacity: s.capacity,
      confirmed: s.confirmed,
      waiting: s.waiting,
      ended: sessionEnded(s.endsOn),
      // A published session's words missing in a language: families' pages fall back, and the list says so.
      missing: s.status === "draft" ? [] : missingSessionText(s.details),
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  return answerOutageBesideForm(async () => {
    const member = await requireRole(request, "moderator");
    const form = await readForm(request);
    const intent = form.get("intent");
    const db = getDb();
    if (intent === "create-session") {
      const outcome = await saveSessionForm(db, getConfig().publicUrl, member, form);
      if (outcome.ok) return redirect(`${programPaths.staffSession(outcome.sessionId!)}?saved=created`);
      return data(staffFormOutcome(outcome, intent), { status: outcome.status });
    }
    if (intent === "facts") {
      const outcome = await saveFactsForm(db, member, form);
      return data(staffFormOutcome(outcome, intent), { status: outcome.ok ? 200 : outcome.status });
    }
    throw data(null, { status: 400 });
  });
}

export default function ModerationPrograms({ loaderData, actionData }: Route.ComponentProps) {
  const result: FormOutcome | undefined = actionData ?? undefined;
  return (
    <section className="mx-auto max-w-5xl px-4 py-12">
      <ModerationHeading text={t} />
      {/* A program's facts form shows its answer in its own panel (FactsForm). */}
      <StaffNotice result={isFactsAnswer(result) ? undefined : result} />

      <h2 className="mt-10 font-bold text-2xl">{t.sessions}</h2>
      {loaderData.sessions.length === 0 ? (
        <p className="mt-3 text-slate-700 dark:text-slate-300">{t.noSessions}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead>
              <tr className="border-slate-300 border-b dark:border-slate-600">
                <th scope="col" className="py-2 pr-4">
                  Session
                </th>
                <th scope="col" className="py-2 pr-4">
                  Dates
                </th>
                <th scope="col" className="py-2 pr-4">
                  Status
                </th>
                <th scope="col" className="py-2 pr-4">
                  Places taken
                </th>
                <th scope="col" className="py-2">
                  Waitlist
                </th>
              </tr>
            </thead>
            <tbody>
              {loaderData.sessions.map((s) => (
                <tr key={s.id} className="border-slate-200 border-b dark:border-slate-700">
                  <td className="py-2 pr-4">
                    <Link to={programPaths.staffSession(s.id)} className="font-semibold underline underline-offset-2">
                      {s.title}
                    </Link>
                    <span className="block text-slate-700 dark:text-slate-300">{s.program}</span>
                    <MissingTextNotes missing={s.missing} className="mt-1 space-y-1" />
                  </td>
                  <td className="py-2 pr-4">{s.dates}</td>
                  <td className="py-2 pr-4">
                    {t.statusNames[s.status]}
                    {s.ended && <span className="block text-slate-700 dark:text-slate-300">Ended</span>}
                  </td>
                  <td className="py-2 pr-4">
                    {s.confirmed} / {s.capacity}
                  </td>
                  <td className="py-2">{s.waiting}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h2 className="mt-12 font-bold text-2xl">{t.newSession}</h2>
      <div className={`${cardClass} mt-4`}>
        <SessionForm
          idPrefix="new"
          intent="create-session"
          programs={programs}
          result={result}
          submitLabel="Create session"
        />
      </div>

      <h2 className="mt-12 font-bold text-2xl">{t.facts}</h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t.factsIntro}</p>
      <div className="mt-4 space-y-4">
        {programs.map((program) => (
          <FactsForm key={program.id} program={program} facts={loaderData.facts[program.id] ?? {}} result={result} />
        ))}
      </div>

      <h2 className="mt-12 font-bold text-2xl">{t.recent}</h2>
      {loaderData.recent.length === 0 ? (
        <p className="mt-4 text-slate-700 text-sm dark:text-slate-300">{t.noRecent}</p>
      ) : (
        <ul className="mt-4 space-y-2 text-sm wrap-anywhere">
          {loaderData.recent.map((r) => (
            <li key={r.id} data-program-action={r.action}>
              {formatDateTime(r.createdAt)}: {r.actor ?? t.formerStaff} — {describeStaffAction(r, programTitle)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
