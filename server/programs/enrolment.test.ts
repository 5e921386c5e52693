import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "#server/db/client.ts";
import { enrolments, mailOutbox } from "#server/db/schema.ts";
import { ENROLMENT_RETENTION_DAYS, type SessionInput } from "#shared/programs/schemas.ts";
import { seededTestDatabase } from "#tests/unit/support/database.ts";
import { hashToken, sweepEnrolments } from "./enrolment.ts";
import { createSession, getSession } from "./store.ts";

const db = seededTestDatabase();
const publicUrl = "https://genehive.example";

async function session(fields: { capacity: number; endsOn?: string }) {
  return createSession(db(), {
    programId: "camps-and-bootcamps",
    status: "open",
    capacity: fields.capacity,
    startsOn: "2020-01-01",
    endsOn: fields.endsOn ?? "2099-12-31",
    place: "Hive Lab",
    instructionLanguage: "en",
    details: { en: { title: "Sweep camp" }, es: { title: "Campamento" } } as SessionInput["details"],
  });
}

let n = 0;
async function enrolment(sessionId: number, status: "confirmed" | "waitlist" | "offered", language = "en") {
  n += 1;
  const [row] = await db()
    .insert(enrolments)
    .values({
      sessionId,
      status,
      guardianName: `Guardian ${n}`,
      guardianEmail: `sweep-${n}@example.org`,
      childFirstName: `Child${n}`,
      childGrade: "5",
      language,
      tokenHash: hashToken(`token-${n}-${Math.random()}`),
    })
    .returning({ id: enrolments.id, email: enrolments.guardianEmail });
  return row!;
}

const statusOf = async (id: number) =>
  (await db().select({ s: enrolments.status }).from(enrolments).where(eq(enrolments.id, id)))[0]?.s;

describe("the enrolment sweep", () => {
  it("passes an offer not accepted in time to the next family waiting, once, in that family's language", async () => {
    const id = await session({ capacity: 1 });
    const late = await enrolment(id, "offered");
    await db().execute(sql`update enrolments set offer_expires_at = now() - interval '1 minute' where id = ${late.id}`);
    const next = await enrolment(id, "waitlist", "es");
    const after = await enrolment(id, "waitlist");

    expect((await sweepEnrolments({ db: db(), publicUrl })).expired).toBe(1);
    expect(await statusOf(late.id)).toBe("cancelled");
    expect(await statusOf(next.id)).toBe("offered");
    expect(await statusOf(after.id)).toBe("waitlist");
    const offers = await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, next.email));
    expect(offers.map((m) => m.subject)).toEqual(["Hay un lugar para usted: Campamento"]);

    // Run again: nothing more expires, nothing more is offered.
    expect((await sweepEnrolments({ db: db(), publicUrl })).expired).toBe(0);
    expect(await statusOf(after.id)).toBe("waitlist");
  });

  it(`deletes enrolments of sessions that ended more than ${ENROLMENT_RETENTION_DAYS} days ago, and keeps the rest`, async () => {
    const [{ day } = { day: "" }] = await queryRows<{ day: string }>(
      db(),
      sql`select (current_date - ${ENROLMENT_RETENTION_DAYS}::int)::text as day`,
    );
    const [{ past } = { past: "" }] = await queryRows<{ past: string }>(
      db(),
      sql`select (current_date - ${ENROLMENT_RETENTION_DAYS + 1}::int)::text as past`,
    );
    const old = await enrolment(await session({ capacity: 5, endsOn: past }), "confirmed");
    const lastDay = await enrolment(await session({ capacity: 5, endsOn: day }), "confirmed");
    const current = await enrolment(await session({ capacity: 5 }), "confirmed");
    await sweepEnrolments({ db: db(), publicUrl });
    expect(await statusOf(old.id)).toBeUndefined();
    expect(await statusOf(lastDay.id)).toBe("confirmed");
    expect(await statusOf(current.id)).toBe("confirmed");
  });
});

describe("a session's counts", () => {
  it("count the session's own enrolments, whatever the ids (a subquery once compared an enrolment's id)", async () => {
    const quiet = await session({ capacity: 3 });
    const busy = await session({ capacity: 3 });
    // Ids that never line up with the sessions': a few enrolments elsewhere first.
    for (let i = 0; i < 5; i++) await enrolment(quiet, "waitlist");
    await db().delete(enrolments).where(eq(enrolments.sessionId, quiet));
    await enrolment(busy, "confirmed");
    await enrolment(busy, "offered");
    await enrolment(busy, "waitlist");
    expect(await getSession(db(), busy)).toMatchObject({ confirmed: 2, waiting: 1, cancelled: 0 });
    expect(await getSession(db(), quiet)).toMatchObject({ confirmed: 0, waiting: 0, cancelled: 0 });
  });
});
