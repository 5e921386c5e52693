import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { Field, SelectField, TextAreaField } from "#app/components/ui/field.tsx";
import { errorsOf, FormMessage } from "#app/components/ui/form-message.tsx";
import { buttonClass, cardClass } from "#app/components/ui/styles.ts";
import type { FormOutcome } from "#shared/action-outcome.ts";
import { languages } from "#shared/i18n/languages.ts";
import {
  type ProgramFactKey,
  programFactKeys,
  programLimits,
  type SessionDetailKey,
  sessionDetailKeys,
  sessionStatuses,
} from "#shared/programs/schemas.ts";

// The staff editor's forms (English, like every staff page). They post to the route's action with an intent.

export const staffText = {
  title: "Programs and sessions",
  breadcrumb: "Programs",
  moderation: "Moderation",
  breadcrumbLabel: "Breadcrumb",
  sessions: "Sessions",
  noSessions: "No sessions yet. Create the first one below.",
  newSession: "New session",
  facts: "Program facts",
  factsIntro:
    "What families read on /programs and /es/programas. Leave a fact empty to show the site's text, or “To be announced” where nothing is known yet. Changes show on every server within a few seconds.",
  recent: "Recent staff actions",
  noRecent:
    "No staff actions yet. Saving a session or a program's facts, downloading a roster, messaging families and cancelling an enrolment are listed here.",
  formerStaff: "A former staff member",
  /** Beside a published session whose words are missing in a language (the pages fall back; saving is not refused). */
  missingText: (lang: string, keys: SessionDetailKey[]): string =>
    `${staffText.languageNames[lang] ?? lang} text missing: ${keys.map((k) => staffText.detailLabels[k].toLowerCase()).join(", ")}. ${
      lang === "en"
        ? "English pages leave these out or show “To be announced”."
        : `${staffText.languageNames[lang] ?? lang} pages show the English text instead.`
    }`,
  factLabels: {
    audience: "Who it is for",
    format: "Format",
    where: "Where",
    when: "When",
    cost: "Cost",
    feeHelp: "Fee help",
    join: "How to join",
  } satisfies Record<ProgramFactKey, string>,
  detailLabels: {
    title: "Title",
    schedule: "Weekday and times",
    grades: "Grades or ages",
    cost: "Cost",
    feeHelp: "Fee help",
  } satisfies Record<SessionDetailKey, string>,
  languageNames: { en: "English", es: "Spanish" } as Record<string, string>,
  statusNames: { draft: "Draft (staff only)", open: "Open", full: "Full (waitlist only)", closed: "Closed" } as Record<
    string,
    string
  >,
};

export interface SessionFormValues {
  programId: string;
  status: string;
  capacity: number | string;
  startsOn: string;
  endsOn: string;
  place: string;
  instructionLanguage: string;
  details: Partial<Record<string, Partial<Record<string, string>>>>;
}

/** A staff form's outcome is the one form outcome; a page of several forms names the form in `intent`. */
export function StaffNotice({ result }: { result?: FormOutcome }) {
  if (!result) return null;
  return (
    <div className="mt-6">
      <FormMessage outcome={result} />
    </div>
  );
}

/** The words a published session lacks in a language, as notes beside it (shared/programs/format.ts). */
export function MissingTextNotes({
  missing,
  className,
}: {
  missing: Array<{ lang: string; keys: SessionDetailKey[] }>;
  className?: string;
}) {
  if (missing.length === 0) return null;
  return (
    <ul className={className}>
      {missing.map(({ lang, keys }) => (
        <li key={lang} data-missing-text={lang} className="text-amber-900 dark:text-amber-200">
          {staffText.missingText(lang, keys)}
        </li>
      ))}
    </ul>
  );
}

/** The id of a staff field: its form's prefix and its name (`en.title` becomes `…-en-title`). */
const staffId = (prefix: string, name: string) => `${prefix}-${name.replace(".", "-")}`;

/** Creating a session (no `session`) or editing one. */
export function SessionForm(props: {
  idPrefix: string;
  intent: "create-session" | "update-session";
  programs: Array<{ id: string; title: string }>;
  session?: SessionFormValues;
  result?: FormOutcome;
  submitLabel: string;
}) {
  const mine = props.result?.intent === props.intent && !props.result.ok ? props.result : undefined;
  const typed = mine?.values;
  const errors = errorsOf(props.result, props.intent);
  const s = props.session;
  const value = (name: string, fallback: string | number | undefined) => (typed ? typed[name] : fallback);
  const p = props.idPrefix;
  return (
    <Form method="post" className="space-y-5" aria-label={props.submitLabel}>
      <input type="hidden" name="intent" value={props.intent} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={`${p}-programId`}
          name="programId"
          label="Program"
          defaultValue={value("programId", s?.programId)}
        >
          {props.programs.map((program) => (
            <option key={program.id} value={program.id}>
              {program.title}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={`${p}-status`}
          name="status"
          label="Status"
          defaultValue={value("status", s?.status ?? "draft")}
        >
          {sessionStatuses.map((status) => (
            <option key={status} value={status}>
              {staffText.statusNames[status]}
            </option>
          ))}
        </SelectField>
        <Field
          id={staffId(p, "startsOn")}
          name="startsOn"
          label="First day"
          type="date"
          defaultValue={value("startsOn", s?.startsOn)}
          error={errors.startsOn}
        />
        <Field
          id={staffId(p, "endsOn")}
          name="endsOn"
          label="Last day"
          type="date"
          defaultValue={value("endsOn", s?.endsOn)}
          error={errors.endsOn}
        />
        <Field
          id={staffId(p, "capacity")}
          name="capacity"
          label="Places"
          type="number"
          defaultValue={value("capacity", s?.capacity)}
          error={errors.capacity}
        />
        <SelectField
          id={`${p}-instructionLanguage`}
          name="instructionLanguage"
          label="Taught in"
          defaultValue={value("instructionLanguage", s?.instructionLanguage ?? "en")}
        >
          {languages.map(({ code }) => (
            <option key={code} value={code}>
              {staffText.languageNames[code]}
            </option>
          ))}
        </SelectField>
      </div>
      <Field
        id={staffId(p, "place")}
        name="place"
        label="Place (address)"
        defaultValue={value("place", s?.place)}
        error={errors.place}
        maxLength={programLimits.placeMax}
      />
      <div className="grid gap-6 md:grid-cols-2">
        {languages.map(({ code }) => (
          <fieldset key={code} className="space-y-4 rounded-lg border border-slate-300 p-4 dark:border-slate-600">
            <legend className="px-1 font-semibold">{staffText.languageNames[code]}</legend>
            {sessionDetailKeys.map((key) => (
              <Field
                key={key}
                id={staffId(p, `${code}.${key}`)}
                name={`${code}.${key}`}
                label={`${staffText.detailLabels[key]} (${staffText.languageNames[code]})`}
                defaultValue={value(`${code}.${key}`, s?.details[code]?.[key])}
                error={errors[`${code}.${key}`]}
                maxLength={programLimits.detailMax}
              />
            ))}
          </fieldset>
        ))}
      </div>
      <button type="submit" className={buttonClass("primary")}>
        {props.submitLabel}
      </button>
    </Form>
  );
}

/**
 * One program's facts in every language, in a panel that opens on its title. The panel opens by itself on the
 * answer to its own form (saved, or refused with the fields' errors), with the answer beside the button: saved,
 * the confirmation takes focus, so staff know where they are and what happened.
 */
export function FactsForm(props: {
  program: { id: string; title: string };
  facts: Partial<Record<string, Partial<Record<string, string>>>>;
  result?: FormOutcome;
}) {
  const { program } = props;
  const answer =
    props.result?.intent === "facts" && props.result.values?.programId === program.id ? props.result : undefined;
  const mine = answer && !answer.ok ? answer : undefined;
  const [open, setOpen] = useState(answer !== undefined);
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!answer) return;
    setOpen(true);
    // A refusal's message takes focus by itself (FormMessage); a confirmation is focused here.
    if (answer.ok) notice.current?.querySelector<HTMLElement>("[data-form-message]")?.focus();
  }, [answer]);
  return (
    <details
      className={`${cardClass} group`}
      data-facts={program.id}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer font-semibold text-lg">{program.title}</summary>
      <Form method="post" preventScrollReset className="mt-4 space-y-4" aria-label={`Facts of ${program.title}`}>
        <input type="hidden" name="intent" value="facts" />
        <input type="hidden" name="programId" value={program.id} />
        <div className="grid gap-6 md:grid-cols-2">
          {languages.map(({ code }) => (
            <fieldset key={code} className="space-y-4 rounded-lg border border-slate-300 p-4 dark:border-slate-600">
              <legend className="px-1 font-semibold">{staffText.languageNames[code]}</legend>
              {programFactKeys.map((key) => (
                <TextAreaField
                  key={key}
                  id={staffId(`facts-${program.id}`, `${code}.${key}`)}
                  name={`${code}.${key}`}
                  label={`${staffText.factLabels[key]} (${staffText.languageNames[code]})`}
                  defaultValue={mine?.values?.[`${code}.${key}`] ?? props.facts[code]?.[key] ?? ""}
                  error={mine?.errors?.[`${code}.${key}`]}
                  rows={2}
                  maxLength={programLimits.factMax}
                />
              ))}
            </fieldset>
          ))}
        </div>
        {answer && (
          <div ref={notice}>
            <FormMessage outcome={answer} />
          </div>
        )}
        <button type="submit" className={buttonClass("primary")}>
          Save facts of {program.title}
        </button>
      </Form>
    </details>
  );
}

/** Whether a page's outcome is a program's facts form's own: that form shows it in its panel, not the page's top. */
export const isFactsAnswer = (result?: FormOutcome) => result?.intent === "facts" && Boolean(result.values?.programId);
