import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { enrolments } from "#server/db/schema.ts";
import { hashToken } from "#server/programs/enrolment.ts";

let n = 0;

/**
 * An enrolment written straight into a session, in the state a test needs (the form's checks are tested on their
 * own): each with its own guardian address, child's name and private token (`token`, to open it by its link). `child` names the children of a test
 * file ("Niño1", "Niño2" …) so its mails can be told apart.
 */
export async function insertEnrolment(
  db: Database,
  sessionId: number,
  status: "confirmed" | "waitlist" | "offered",
  options: { language?: string; child?: string; token?: string } = {},
) {
  n += 1;
  const [row] = await db
    .insert(enrolments)
    .values({
      sessionId,
      status,
      guardianName: `Guardian ${n}`,
      guardianEmail: `enrolment-test-${n}@example.org`,
      childFirstName: `${options.child ?? "Child"}${n}`,
      childGrade: "5",
      language: options.language ?? "en",
      tokenHash: hashToken(options.token ?? `token-${n}-${Math.random()}`),
    })
    .returning({ id: enrolments.id, email: enrolments.guardianEmail, child: enrolments.childFirstName });
  return row!;
}

/** An enrolment's status now. */
export async function enrolmentStatus(db: Database, id: number) {
  return (await db.select({ s: enrolments.status }).from(enrolments).where(eq(enrolments.id, id)))[0]?.s;
}
