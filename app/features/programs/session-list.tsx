import { CalendarDays } from "lucide-react";
import { useUi } from "#app/lib/language.tsx";
import type { SessionStatus } from "#shared/programs/schemas.ts";
import { programsText } from "#shared/programs/text.ts";

/** A session as a program's card lists it: already in the page's language. */
export interface SessionSummary {
  id: number;
  programId: string;
  title: string;
  dates: string;
  schedule: string;
  grades: string;
  status: SessionStatus;
  placesLeft: number;
  href: string;
}

export function sessionAvailability(
  s: Pick<SessionSummary, "status" | "placesLeft">,
  t: ReturnType<typeof programsText>["sessions"],
) {
  if (s.status === "closed") return t.closed;
  if (s.status === "full" || s.placesLeft === 0) return t.full;
  return t.placesLeft(s.placesLeft);
}

/** The sessions of one program, each with its dates, who it is for, places left and a link to enrol. */
export function SessionList({ sessions, programTitle }: { sessions: SessionSummary[]; programTitle: string }) {
  const t = programsText(useUi().lang).sessions;
  return (
    <section className="mt-6 border-slate-200 border-t pt-6 dark:border-slate-700">
      <h4 className="font-bold text-lg text-slate-900 dark:text-white">{t.heading}</h4>
      <ul className="mt-3 space-y-3">
        {sessions.map((s) => (
          <li key={s.id} data-session={s.id} className="rounded-lg border border-slate-300 p-4 dark:border-slate-600">
            <p className="font-semibold text-slate-900 dark:text-white">{s.title}</p>
            <p className="mt-1 flex items-start gap-2 text-slate-700 text-sm dark:text-slate-300">
              <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{[s.dates, s.schedule, s.grades].filter(Boolean).join(" · ")}</span>
            </p>
            <p className="mt-1 font-medium text-brand-700 text-sm dark:text-honey-300">{sessionAvailability(s, t)}</p>
            {s.status !== "closed" && (
              <a
                href={s.href}
                className="mt-2 inline-block font-semibold text-brand-700 underline underline-offset-2 dark:text-honey-300"
              >
                {t.seeSession}
                <span className="sr-only">
                  : {programTitle}, {s.title}
                </span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
