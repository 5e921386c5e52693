import { type ProgramFactKey, programFactKeys } from "#shared/programs/schemas.ts";

// The editor's "Recent staff actions" in words staff read (English, like every staff page), not the codes the
// record keeps (server/programs/store.ts's ProgramAction).

/** One recorded staff action, as server/programs/store.ts's recentProgramActions gives it. */
export interface StaffActionEntry {
  action: string;
  sessionId: number | null;
  programId: string | null;
  details: Record<string, unknown>;
  /** The session's English title; null when the action was about no session or the session is gone. */
  sessionTitle: string | null;
}

const factNames: Record<ProgramFactKey, string> = {
  audience: "who it is for",
  format: "format",
  where: "where",
  when: "when",
  cost: "cost",
  feeHelp: "fee help",
  join: "how to join",
};
const languageNames: Record<string, string> = { en: "English", es: "Spanish" };
const statusNames: Record<string, string> = {
  draft: "draft",
  open: "open",
  full: "full",
  closed: "closed",
};

const count = (n: unknown, one: string, many: string) =>
  typeof n === "number" ? (n === 1 ? `1 ${one}` : `${n} ${many}`) : undefined;

/** "the facts' fields that changed": en.cost, es.where → "cost (English), where (Spanish)". */
function factFields(fields: unknown): string | undefined {
  if (!Array.isArray(fields)) return undefined;
  return fields
    .filter((f): f is string => typeof f === "string")
    .map((field) => {
      const [lang = "", key = ""] = field.split(".");
      const name = programFactKeys.includes(key as ProgramFactKey) ? factNames[key as ProgramFactKey] : key;
      return `${name} (${languageNames[lang] ?? lang})`;
    })
    .join(", ");
}

/** What a staff action did, in a sentence: `Updated session “Microbe Club” (open, 12 places)`. */
export function describeStaffAction(entry: StaffActionEntry, programTitle: (id: string) => string): string {
  const session = entry.sessionTitle
    ? `“${entry.sessionTitle}”`
    : entry.sessionId !== null
      ? `session #${entry.sessionId}`
      : "a session";
  const program = entry.programId ? `“${programTitle(entry.programId)}”` : "a program";
  const d = entry.details ?? {};
  const sessionState = [
    typeof d.status === "string" ? (statusNames[d.status] ?? d.status) : undefined,
    count(d.capacity, "place", "places"),
  ]
    .filter(Boolean)
    .join(", ");
  const after = (words: string | undefined) => (words ? ` (${words})` : "");
  switch (entry.action) {
    case "session.create":
      return `Created session ${session}${after(sessionState)}`;
    case "session.update":
      return `Updated session ${session}${after(sessionState)}`;
    case "facts.update": {
      const fields = factFields(d.fields);
      return fields === ""
        ? `Saved the facts of ${program} (nothing changed)`
        : `Updated the facts of ${program}${fields ? `: ${fields}` : ""}`;
    }
    case "roster.export":
      return `Downloaded the roster of ${session}${after(count(d.rows, "enrolment", "enrolments"))}`;
    case "roster.message":
      return `Sent a message to the families of ${session}${after(count(d.recipients, "family", "families"))}`;
    case "enrolment.cancel":
      return `Cancelled an enrolment in ${session}`;
    default:
      // An action this page does not know yet still shows, as the record names it.
      return `${entry.action}${entry.sessionId !== null ? ` (${session})` : ""}`;
  }
}
