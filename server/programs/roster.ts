import { asc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { enrolments } from "#server/db/schema.ts";

// A session's roster for staff: every enrolment in the order it came, and the same as a CSV file.

export async function rosterOf(db: Database, sessionId: number) {
  const rows = await db
    .select({
      id: enrolments.id,
      status: enrolments.status,
      createdAt: enrolments.createdAt,
      guardianName: enrolments.guardianName,
      guardianEmail: enrolments.guardianEmail,
      guardianPhone: enrolments.guardianPhone,
      childFirstName: enrolments.childFirstName,
      childGrade: enrolments.childGrade,
      school: enrolments.school,
      language: enrolments.language,
      notes: enrolments.notes,
      photoConsent: enrolments.photoConsent,
      offerExpiresAt: enrolments.offerExpiresAt,
      detailsChangedAt: enrolments.detailsChangedAt,
    })
    .from(enrolments)
    .where(eq(enrolments.sessionId, sessionId))
    .orderBy(asc(enrolments.id));
  let waiting = 0;
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    offerExpiresAt: r.offerExpiresAt?.toISOString() ?? null,
    detailsChangedAt: r.detailsChangedAt?.toISOString() ?? null,
    position: r.status === "waitlist" ? ++waiting : null,
  }));
}

export type RosterRow = Awaited<ReturnType<typeof rosterOf>>[number];

/**
 * A cell a spreadsheet shows as text. A value a family typed that starts like a formula (= + - @, or a tab or
 * carriage return before one) would be run by Excel, LibreOffice or Sheets when staff open the file: a leading
 * apostrophe keeps it text (OWASP's advice for CSV injection). Quotes are doubled inside a quoted cell.
 */
export function csvCell(value: string | number | boolean | null): string {
  let text = value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const columns: Array<[string, (r: RosterRow) => string | number | boolean | null]> = [
  ["Status", (r) => r.status],
  ["Waitlist position", (r) => r.position],
  ["Enrolled at (UTC)", (r) => r.createdAt],
  ["Guardian", (r) => r.guardianName],
  ["E-mail", (r) => r.guardianEmail],
  ["Phone", (r) => r.guardianPhone],
  ["Child", (r) => r.childFirstName],
  ["Grade", (r) => r.childGrade],
  ["School", (r) => r.school],
  ["Language", (r) => r.language],
  ["Access or medical notes", (r) => r.notes],
  ["Photo consent", (r) => (r.photoConsent ? "yes" : "no")],
  ["Details changed by the family at (UTC)", (r) => r.detailsChangedAt],
];

/** The roster as CSV (RFC 4180, CRLF), with a byte-order mark so spreadsheets read it as UTF-8. */
export function rosterCsv(rows: RosterRow[]): string {
  const lines = [columns.map(([name]) => csvCell(name)).join(",")];
  for (const row of rows) lines.push(columns.map(([, get]) => csvCell(get(row))).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
