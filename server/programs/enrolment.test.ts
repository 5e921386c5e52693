import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { checkFormToken, issueFormToken } from "#server/contact/token.ts";
import { queryRows } from "#server/db/client.ts";
import { enrolments, mailOutbox } from "#server/db/schema.ts";
import { sessionEnded } from "#shared/programs/format.ts";
import { ENROLMENT_RETENTION_DAYS, enrolHiddenFields, type SessionInput } from "#shared/programs/schemas.ts";
import { programsText } from "#shared/programs/text.ts";
import { seededTestDatabase } from "#tests/unit/support/database.ts";
import { enrolmentStatus, insertEnrolment } from "#tests/unit/support/enrolments.ts";
import { cancelEnrolmentById, changeFamilyDetails, submitEnrolment, sweepEnrolments } from "./enrolment.ts";
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

const enrolment = (sessionId: number, status: "confirmed" | "waitlist" | "offered", language = "en") =>
  insertEnrolment(db(), sessionId, status, { language });
const statusOf = (id: number) => enrolmentStatus(db(), id);

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

// --- What a parent's and a staff member's QA walk found (each test fails without its fix).

const secret = "enrolment-test-secret";
let ipCount = 0;
/** Each family posts from an address of its own, unless a test is about one address's limits. */
const nextIp = () => `192.0.2.${++ipCount}`;

/** A form as a family sends it: a signed time old enough to count as filled in by a person. */
function enrolForm(fields: Partial<Record<string, string>>) {
  const form = new FormData();
  const all: Record<string, string> = {
    guardianName: "Rosa Díaz",
    guardianEmail: "rosa@example.org",
    guardianPhone: "",
    childFirstName: "José",
    childGrade: "5",
    school: "",
    language: "en",
    notes: "",
    consent: "yes",
    photoConsent: "",
    [enrolHiddenFields.token]: issueFormToken(secret, Date.now() - 10_000),
    [enrolHiddenFields.honeypot]: "",
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) form.set(name, value ?? "");
  return form;
}

const enrol = (
  sessionId: number,
  fields: Partial<Record<string, string>> = {},
  ip = nextIp(),
  lang: "en" | "es" = "en",
) => submitEnrolment({ db: db(), secret, publicUrl }, sessionId, enrolForm(fields), ip, lang);

const activeOf = async (sessionId: number) =>
  (await db().select().from(enrolments).where(eq(enrolments.sessionId, sessionId))).filter(
    (e) => e.status !== "cancelled",
  );

describe("one child, one enrolment per session", () => {
  it("refuses the same child again from the same e-mail (case, accents, spaces aside), and says why", async () => {
    const id = await session({ capacity: 5 });
    expect(await enrol(id, { guardianEmail: "Rosa@Example.org", childFirstName: "José" })).toMatchObject({ ok: true });
    const again = await enrol(id, { guardianEmail: "rosa@example.org", childFirstName: "  jose " });
    expect(again.ok).toBe(false);
    if (again.ok) return;
    expect(again.status).toBe(409);
    expect(again.data.title).toBe(programsText("en").errors.duplicateTitle);
    expect(again.data.message).toContain("already has a place in this session");
    expect(again.data.message).toContain("private link");
    // What was typed comes back, with a token that can be sent again (a brother or sister, next).
    expect(again.data.values?.childFirstName).toBe("  jose ");
    expect(checkFormToken(secret, again.data.token)).toBe("ok");
    expect(await activeOf(id)).toHaveLength(1);

    // The form given back enrols a sibling; another family's child of the same name is another child.
    expect(await enrol(id, { childFirstName: "Ana", [enrolHiddenFields.token]: again.data.token })).toMatchObject({
      ok: true,
    });
    expect(await enrol(id, { guardianEmail: "other@example.org", childFirstName: "José" })).toMatchObject({ ok: true });
    expect(await activeOf(id)).toHaveLength(3);
  });

  it("says so in Spanish for a child on the waitlist; a cancelled enrolment does not count", async () => {
    const id = await session({ capacity: 0 });
    expect(
      await enrol(id, { guardianEmail: "lu@example.org", childFirstName: "Lucía" }, undefined, "es"),
    ).toMatchObject({
      ok: true,
    });
    const again = await enrol(id, { guardianEmail: "lu@example.org", childFirstName: "LUCIA" }, undefined, "es");
    expect(again.ok).toBe(false);
    if (!again.ok) {
      expect(again.data.title).toBe("Ya hay una inscripción en esta sesión");
      expect(again.data.message).toContain("ya está en la lista de espera de esta sesión");
    }
    await db().update(enrolments).set({ status: "cancelled" }).where(eq(enrolments.sessionId, id));
    expect(
      await enrol(id, { guardianEmail: "lu@example.org", childFirstName: "Lucía" }, undefined, "es"),
    ).toMatchObject({
      ok: true,
    });
  });

  it("holds when the same child is sent twice at once (the session's lock)", async () => {
    const id = await session({ capacity: 5 });
    const both = await Promise.all([
      enrol(id, { guardianEmail: "twice@example.org", childFirstName: "Mia" }),
      enrol(id, { guardianEmail: "twice@example.org", childFirstName: "Mia" }),
    ]);
    expect(both.filter((r) => r.ok)).toHaveLength(1);
    expect(await activeOf(id)).toHaveLength(1);
  });
});

describe("a session that has ended", () => {
  it("takes no enrolment, whatever its status says, and offers no freed place", async () => {
    const id = await session({ capacity: 5, endsOn: "2025-03-02" });
    const refused = await enrol(id, { childFirstName: "Late" });
    expect(refused).toMatchObject({ ok: false, status: 409 });
    if (!refused.ok) expect(refused.data.message).toBe(programsText("en").errors.ended);
    expect(await activeOf(id)).toHaveLength(0);

    const waiting = await enrolment(id, "waitlist");
    const freed = await enrolment(id, "confirmed");
    expect(await cancelEnrolmentById({ db: db(), publicUrl }, id, freed.id)).toBe(true);
    expect(await statusOf(waiting.id)).toBe("waitlist");
  });

  it("counts as ended from the day after its last day (UTC)", () => {
    const now = new Date("2025-03-02T23:59:00Z");
    expect(sessionEnded("2025-03-02", now)).toBe(false);
    expect(sessionEnded("2025-03-01", now)).toBe(true);
  });
});

describe("too many enrolments from one address", () => {
  it("is refused under a heading of its own, keeping what was typed", async () => {
    const id = await session({ capacity: 50 });
    const ip = nextIp();
    for (let i = 0; i < 5; i++)
      expect(await enrol(id, { childFirstName: `Child ${i}` }, ip, "es")).toMatchObject({ ok: true });
    const sixth = await enrol(id, { childFirstName: "Sexto", notes: "line one\nline two" }, ip, "es");
    expect(sixth).toMatchObject({ ok: false, status: 429 });
    if (sixth.ok) return;
    expect(sixth.data.title).toBe("Espere antes de enviar otra inscripción");
    expect(sixth.data.title).not.toBe(programsText("es").form.errorSummary);
    expect(sixth.data.message).toMatch(/Intente de nuevo en \d+ minutos?\./);
    expect(sixth.data.values).toMatchObject({ childFirstName: "Sexto", notes: "line one\nline two" });
  });
});

describe("a family changing its details through the private link", () => {
  const form = (fields: Record<string, string>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries({ childGrade: "6", language: "en", ...fields })) f.set(k, v);
    return f;
  };
  const row = async (id: number) => (await db().select().from(enrolments).where(eq(enrolments.id, id)))[0]!;

  it("changes only what a family may change, dates the change, and withdraws photo permission by an unticked box", async () => {
    const id = await session({ capacity: 2 });
    const token = "T".repeat(32);
    const e = await insertEnrolment(db(), id, "confirmed", { token });
    await db().update(enrolments).set({ photoConsent: true }).where(eq(enrolments.id, e.id));
    const sent = form({
      guardianPhone: " (555) 010-0200 ",
      childGrade: "7",
      school: "Lincoln   Middle",
      language: "es",
      notes: "Asthma:\ninhaler in bag",
      guardianName: "Someone Else",
      guardianEmail: "other@example.org",
      childFirstName: "Other",
    });
    expect(await changeFamilyDetails(db(), token, sent, "en")).toEqual({ ok: true });
    const after = await row(e.id);
    expect(after).toMatchObject({
      guardianPhone: "(555) 010-0200",
      childGrade: "7",
      school: "Lincoln Middle",
      language: "es",
      notes: "Asthma:\ninhaler in bag",
      photoConsent: false,
      guardianEmail: e.email,
      childFirstName: e.child,
    });
    expect(after.guardianName).toMatch(/^Guardian \d+$/);
    expect(after.detailsChangedAt).toBeInstanceOf(Date);
  });

  it("refuses what the enrol form refuses, in the page's language, and gives the text back", async () => {
    const id = await session({ capacity: 2 });
    const token = "U".repeat(32);
    const e = await insertEnrolment(db(), id, "waitlist", { token });
    const refused = await changeFamilyDetails(db(), token, form({ guardianPhone: "call me", childGrade: "13" }), "es");
    expect(refused).toMatchObject({
      ok: false,
      status: 400,
      data: {
        errors: {
          guardianPhone: programsText("es").errors.invalidPhone,
          childGrade: programsText("es").errors.childGradeRequired,
        },
        values: { guardianPhone: "call me", childGrade: "13" },
      },
    });
    expect((await row(e.id)).detailsChangedAt).toBeNull();
  });

  it("changes nothing once the enrolment is cancelled or its session has ended", async () => {
    const cancelledToken = "V".repeat(32);
    const open = await session({ capacity: 2 });
    const cancelled = await insertEnrolment(db(), open, "confirmed", { token: cancelledToken });
    await db().update(enrolments).set({ status: "cancelled" }).where(eq(enrolments.id, cancelled.id));
    const endedToken = "W".repeat(32);
    const ended = await insertEnrolment(db(), await session({ capacity: 2, endsOn: "2020-01-02" }), "confirmed", {
      token: endedToken,
    });
    for (const token of [cancelledToken, endedToken, "X".repeat(32), "short"]) {
      const answer = await changeFamilyDetails(db(), token, form({ notes: "new" }), "en");
      expect(answer, token).toMatchObject({ ok: false, status: 409 });
    }
    expect((await row(cancelled.id)).notes).toBe("");
    expect((await row(ended.id)).notes).toBe("");
  });
});
