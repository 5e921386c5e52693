import { CalendarDays } from "lucide-react";
import { Fragment } from "react";
import { useUi } from "#app/lib/language.tsx";
import type { SessionText } from "#shared/programs/format.ts";
import type { SessionStatus } from "#shared/programs/schemas.ts";
import { programsText } from "#shared/programs/text.ts";

/**
 * A session's words (shared/programs/format.ts's sessionText): in a span that says their language when they are not
 * the page's, as when staff left the Spanish text empty and a Spanish page shows the English one, followed by
 * "(en inglés)" for the reader, as the navigation marks its English-only pages.
 */
export function SessionWords({ value }: { value: SessionText }) {
  const { ui } = useUi();
  if (!value.lang) return value.text;
  return (
    <>
      <span lang={value.lang}>{value.text}</span>{" "}
      <span data-in-english className="font-normal text-[0.8em]">
        {ui.inEnglish}
      </span>
    </>
  );
}

/** A session as a program's card lists it: in the page's language, or marked as English where it falls back. */
export interface SessionSummary {
  id: number;
  programId: string;
  title: SessionText;
  dates: string;
  schedule: SessionText;
  grades: SessionText;
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
            <p className="font-semibold text-slate-900 dark:text-white">
              <SessionWords value={s.title} />
            </p>
            <p className="mt-1 flex items-start gap-2 text-slate-700 text-sm dark:text-slate-300">
              <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                {(
                  [
                    ["dates", { text: s.dates }],
                    ["schedule", s.schedule],
                    ["grades", s.grades],
                  ] as Array<[string, SessionText]>
                )
                  .filter(([, part]) => part.text)
                  .map(([key, part], i) => (
                    <Fragment key={key}>
                      {i > 0 && " · "}
                      <SessionWords value={part} />
                    </Fragment>
                  ))}
              </span>
            </p>
            <p className="mt-1 font-medium text-brand-700 text-sm dark:text-honey-300">{sessionAvailability(s, t)}</p>
            {s.status !== "closed" && (
              <a
                href={s.href}
                className="mt-2 inline-block font-semibold text-brand-700 underline underline-offset-2 dark:text-honey-300"
              >
                {t.seeSession}
                <span className="sr-only">
                  : {programTitle}, <SessionWords value={s.title} />
                </span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
