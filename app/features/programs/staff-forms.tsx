import { Form } from "react-router";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { buttonClass, cardClass, inputClass, labelClass } from "#app/components/ui/styles.ts";
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

/** What a staff form answered: a message, and the errors and typed values of a form that was not saved. */
export interface StaffResult {
  ok: boolean;
  message: string;
  intent?: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
}

export function StaffNotice({ result }: { result?: StaffResult }) {
  if (!result) return null;
  return (
    <div className="mt-6">
      <FormMessage outcome={result} />
    </div>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 font-medium text-red-700 text-sm dark:text-red-300">
      {message}
    </p>
  );
}

/** A labelled input with its error; `name` is the form field's name. */
function Field(props: {
  idPrefix: string;
  name: string;
  label: string;
  defaultValue?: string | number;
  type?: string;
  error?: string;
  multiline?: boolean;
  maxLength?: number;
}) {
  const id = `${props.idPrefix}-${props.name.replace(".", "-")}`;
  const common = {
    id,
    name: props.name,
    defaultValue: props.defaultValue,
    "aria-invalid": props.error ? true : undefined,
    "aria-describedby": props.error ? `${id}-error` : undefined,
    maxLength: props.maxLength,
    className: inputClass,
  };
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {props.label}
      </label>
      {props.multiline ? <textarea rows={2} {...common} /> : <input type={props.type ?? "text"} {...common} />}
      <FieldError id={`${id}-error`} message={props.error} />
    </div>
  );
}

/** Creating a session (no `session`) or editing one. */
export function SessionForm(props: {
  idPrefix: string;
  intent: "create-session" | "update-session";
  programs: Array<{ id: string; title: string }>;
  session?: SessionFormValues;
  result?: StaffResult;
  submitLabel: string;
}) {
  const mine = props.result?.intent === props.intent && !props.result.ok ? props.result : undefined;
  const typed = mine?.values;
  const errors = mine?.errors ?? {};
  const s = props.session;
  const value = (name: string, fallback: string | number | undefined) => (typed ? typed[name] : fallback);
  const p = props.idPrefix;
  return (
    <Form method="post" className="space-y-5" aria-label={props.submitLabel}>
      <input type="hidden" name="intent" value={props.intent} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${p}-programId`} className={labelClass}>
            Program
          </label>
          <select
            id={`${p}-programId`}
            name="programId"
            defaultValue={value("programId", s?.programId)}
            className={inputClass}
          >
            {props.programs.map((program) => (
              <option key={program.id} value={program.id}>
                {program.title}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${p}-status`} className={labelClass}>
            Status
          </label>
          <select
            id={`${p}-status`}
            name="status"
            defaultValue={value("status", s?.status ?? "draft")}
            className={inputClass}
          >
            {sessionStatuses.map((status) => (
              <option key={status} value={status}>
                {staffText.statusNames[status]}
              </option>
            ))}
          </select>
        </div>
        <Field
          idPrefix={p}
          name="startsOn"
          label="First day"
          type="date"
          defaultValue={value("startsOn", s?.startsOn)}
          error={errors.startsOn}
        />
        <Field
          idPrefix={p}
          name="endsOn"
          label="Last day"
          type="date"
          defaultValue={value("endsOn", s?.endsOn)}
          error={errors.endsOn}
        />
        <Field
          idPrefix={p}
          name="capacity"
          label="Places"
          type="number"
          defaultValue={value("capacity", s?.capacity)}
          error={errors.capacity}
        />
        <div>
          <label htmlFor={`${p}-instructionLanguage`} className={labelClass}>
            Taught in
          </label>
          <select
            id={`${p}-instructionLanguage`}
            name="instructionLanguage"
            defaultValue={value("instructionLanguage", s?.instructionLanguage ?? "en")}
            className={inputClass}
          >
            {languages.map(({ code }) => (
              <option key={code} value={code}>
                {staffText.languageNames[code]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Field
        idPrefix={p}
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
                idPrefix={p}
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

/** One program's facts in every language. */
export function FactsForm(props: {
  program: { id: string; title: string };
  facts: Partial<Record<string, Partial<Record<string, string>>>>;
  result?: StaffResult;
}) {
  const { program } = props;
  const mine =
    props.result && !props.result.ok && props.result.intent === "facts" && props.result.values?.programId === program.id
      ? props.result
      : undefined;
  return (
    <details className={`${cardClass} group`}>
      <summary className="cursor-pointer font-semibold text-lg">{program.title}</summary>
      <Form method="post" className="mt-4 space-y-4" aria-label={`Facts of ${program.title}`}>
        <input type="hidden" name="intent" value="facts" />
        <input type="hidden" name="programId" value={program.id} />
        <div className="grid gap-6 md:grid-cols-2">
          {languages.map(({ code }) => (
            <fieldset key={code} className="space-y-4 rounded-lg border border-slate-300 p-4 dark:border-slate-600">
              <legend className="px-1 font-semibold">{staffText.languageNames[code]}</legend>
              {programFactKeys.map((key) => (
                <Field
                  key={key}
                  idPrefix={`facts-${program.id}`}
                  name={`${code}.${key}`}
                  label={`${staffText.factLabels[key]} (${staffText.languageNames[code]})`}
                  defaultValue={mine?.values?.[`${code}.${key}`] ?? props.facts[code]?.[key] ?? ""}
                  error={mine?.errors?.[`${code}.${key}`]}
                  multiline
                  maxLength={programLimits.factMax}
                />
              ))}
            </fieldset>
          ))}
        </div>
        <button type="submit" className={buttonClass("primary")}>
          Save facts of {program.title}
        </button>
      </Form>
    </details>
  );
}
