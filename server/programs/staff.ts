import type { Member } from "#server/auth/service.ts";
import type { Database } from "#server/db/client.ts";
import type { FormOutcome } from "#shared/action-outcome.ts";
import { languages } from "#shared/i18n/languages.ts";
import { sessionEnded } from "#shared/programs/format.ts";
import {
  factValueSchema,
  isProgramId,
  programFactKeys,
  programMessageSchema,
  type SessionInput,
  sessionDetailKeys,
  sessionFormSchema,
} from "#shared/programs/schemas.ts";
import { cancelEnrolmentById, messageFamilies, updateSessionAndOffer } from "./enrolment.ts";
import { forgetPublicPrograms } from "./public-view.ts";
import { createSession, recordProgramAction, saveFacts } from "./store.ts";

// The staff editor's commands: each checks its form, does the change, records who did it and forgets this
// process's copy of the public pages (other processes see it within PUBLIC_PROGRAMS_CACHE_MS).

/** A staff command's answer: the one form outcome, with the status of a refusal and the id of a new session. */
export type StaffOutcome =
  | (FormOutcome & { ok: true; message: string; sessionId?: number })
  | (FormOutcome & { ok: false; status: 400 | 404; message: string });

/** What a staff page is given back: the outcome without what only the action needs, naming its form. */
export function staffFormOutcome(outcome: StaffOutcome, intent: string): FormOutcome {
  const { ok, message, errors, values } = outcome;
  return { ok, intent, message, errors, values };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The text fields of a staff form, kept to give back with its errors. */
const kept = (form: FormData) =>
  Object.fromEntries(
    [...form.entries()].filter(([, v]) => typeof v === "string").map(([k, v]) => [k, String(v).slice(0, 5000)]),
  );

export function sessionFromForm(form: FormData) {
  const details: Record<string, Record<string, string>> = {};
  for (const { code } of languages) {
    details[code] = {};
    for (const key of sessionDetailKeys) details[code][key] = text(form, `${code}.${key}`);
  }
  return sessionFormSchema.safeParse({
    programId: text(form, "programId"),
    status: text(form, "status"),
    capacity: text(form, "capacity") || undefined,
    startsOn: text(form, "startsOn"),
    endsOn: text(form, "endsOn"),
    place: text(form, "place"),
    instructionLanguage: text(form, "instructionLanguage"),
    details,
  });
}

function refusedForm(form: FormData, issues: Array<{ path: PropertyKey[]; message: string }>): StaffOutcome {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String);
    // details.es.title → es.title, the field's own name in the form.
    const name = path[0] === "details" ? path.slice(1).join(".") : path[0] === "title.en" ? "en.title" : path.join(".");
    errors[name] ??= issue.message;
  }
  return { ok: false, status: 400, message: "Please check the form.", errors, values: kept(form) };
}

export async function saveSessionForm(
  db: Database,
  publicUrl: string,
  member: Pick<Member, "id">,
  form: FormData,
  sessionId?: number,
): Promise<StaffOutcome> {
  const parsed = sessionFromForm(form);
  if (!parsed.success) return refusedForm(form, parsed.error.issues);
  const input: SessionInput = parsed.data;
  // Staff keep past sessions for their records, closed or as drafts; one families could still enrol in is refused.
  if ((input.status === "open" || input.status === "full") && sessionEnded(input.endsOn)) {
    return {
      ok: false,
      status: 400,
      message: "Please check the form.",
      errors: {
        endsOn: `This session's last day (${input.endsOn}) has passed, so it cannot be open or full: families would enrol in a session that is over. Correct the dates, or set the status to Closed to keep it for your records.`,
      },
      values: kept(form),
    };
  }
  let id = sessionId;
  if (id === undefined) {
    id = await createSession(db, input);
    await recordProgramAction(db, {
      actorId: member.id,
      action: "session.create",
      sessionId: id,
      programId: input.programId,
      details: { status: input.status, capacity: input.capacity },
    });
  } else {
    // More places, or a session opened again: families waiting get them, in the same transaction.
    const saved = await updateSessionAndOffer({ db, publicUrl }, id, input);
    if (saved === "missing") return { ok: false, status: 404, message: "No such session.", errors: {}, values: {} };
    if (saved !== "saved") {
      const n = saved.placesTaken;
      return {
        ok: false,
        status: 400,
        message: "Please check the form.",
        errors: {
          capacity: `${n === 1 ? "1 place is" : `${n} places are`} already taken (confirmed or offered), so the session cannot have fewer than ${n}. To have fewer places, cancel enrolments in the roster first.`,
        },
        values: kept(form),
      };
    }
    await recordProgramAction(db, {
      actorId: member.id,
      action: "session.update",
      sessionId: id,
      programId: input.programId,
      details: { status: input.status, capacity: input.capacity },
    });
  }
  forgetPublicPrograms();
  return { ok: true, message: sessionId === undefined ? "Session created." : "Session saved.", sessionId: id };
}

export async function saveFactsForm(db: Database, member: Pick<Member, "id">, form: FormData): Promise<StaffOutcome> {
  const programId = text(form, "programId");
  if (!isProgramId(programId)) return { ok: false, status: 400, message: "Choose a program.", errors: {}, values: {} };
  const errors: Record<string, string> = {};
  const values: Record<string, Record<string, string>> = {};
  for (const { code } of languages) {
    values[code] = {};
    for (const key of programFactKeys) {
      const parsed = factValueSchema.safeParse(text(form, `${code}.${key}`));
      if (parsed.success) values[code][key] = parsed.data;
      else errors[`${code}.${key}`] = parsed.error.issues[0]!.message;
    }
  }
  if (Object.keys(errors).length)
    return { ok: false, status: 400, message: "Please check the form.", errors, values: kept(form) };
  const changed: string[] = [];
  for (const { code } of languages) {
    for (const key of await saveFacts(db, programId, code, values[code]!)) changed.push(`${code}.${key}`);
  }
  await recordProgramAction(db, {
    actorId: member.id,
    action: "facts.update",
    programId,
    details: { fields: changed },
  });
  forgetPublicPrograms();
  // The program is named in the answer: the editor shows it in that program's panel, which stays open.
  return {
    ok: true,
    message: changed.length ? "Program facts saved." : "Nothing changed.",
    values: { programId },
  };
}

export async function cancelEnrolmentForm(
  db: Database,
  publicUrl: string,
  member: Pick<Member, "id">,
  sessionId: number,
  form: FormData,
): Promise<StaffOutcome> {
  const id = Number(text(form, "enrolmentId"));
  // One click is not enough to take a child's place: the roster's form asks staff to tick a box first.
  if (text(form, "confirm") !== "yes") {
    return {
      ok: false,
      status: 400,
      message: "Tick the box to confirm the cancellation. Nothing was cancelled.",
      errors: { confirm: "Tick this box to cancel the enrolment." },
      values: { enrolmentId: text(form, "enrolmentId") },
    };
  }
  if (!Number.isSafeInteger(id) || !(await cancelEnrolmentById({ db, publicUrl }, sessionId, id))) {
    return {
      ok: false,
      status: 404,
      message: "That enrolment is not there or is cancelled already.",
      errors: {},
      values: {},
    };
  }
  await recordProgramAction(db, {
    actorId: member.id,
    action: "enrolment.cancel",
    sessionId,
    details: { enrolment: id },
  });
  forgetPublicPrograms();
  return {
    ok: true,
    message: "Enrolment cancelled and the family e-mailed in their language; a freed place goes to the waitlist.",
  };
}

export async function messageForm(
  db: Database,
  publicUrl: string,
  member: Pick<Member, "id">,
  sessionId: number,
  form: FormData,
): Promise<StaffOutcome> {
  const parsed = programMessageSchema.safeParse({ subject: text(form, "subject"), body: text(form, "body") });
  if (!parsed.success) return refusedForm(form, parsed.error.issues);
  const sent = await messageFamilies({ db, publicUrl }, sessionId, parsed.data);
  await recordProgramAction(db, {
    actorId: member.id,
    action: "roster.message",
    sessionId,
    details: { recipients: sent },
  });
  return { ok: true, message: sent === 1 ? "Message sent to 1 family." : `Message sent to ${sent} families.` };
}
