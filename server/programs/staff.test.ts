import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, programSessions } from "#server/db/schema.ts";
import { insertMember, seededTestDatabase } from "#tests/unit/support/database.ts";
import { enrolmentStatus, insertEnrolment } from "#tests/unit/support/enrolments.ts";
import { cancelEnrolmentForm, saveFactsForm, saveSessionForm } from "./staff.ts";
import { recentProgramActions, recordProgramAction } from "./store.ts";

// The staff editor's commands, as the roster and session forms post them (what a staff member's QA walk found).

const db = seededTestDatabase();
const publicUrl = "https://genehive.example";

const staff = () => insertMember(db(), { role: "moderator" });

function sessionForm(fields: Record<string, string> = {}) {
  const form = new FormData();
  const all: Record<string, string> = {
    programId: "after-school-labs",
    status: "open",
    capacity: "3",
    startsOn: "2099-02-01",
    endsOn: "2099-05-30",
    place: "Hive Lab",
    instructionLanguage: "en",
    "en.title": "Gene Lab",
    "es.title": "Laboratorio de genes",
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) form.set(name, value);
  return form;
}

async function newSession(fields: Record<string, string> = {}) {
  const outcome = await saveSessionForm(db(), publicUrl, await staff(), sessionForm(fields));
  expect(outcome).toMatchObject({ ok: true });
  return outcome.ok ? outcome.sessionId! : 0;
}

const enrolment = (sessionId: number, status: "confirmed" | "waitlist" | "offered", language = "en") =>
  insertEnrolment(db(), sessionId, status, { language, child: "Niño" });
const statusOf = (id: number) => enrolmentStatus(db(), id);
const mailsTo = (email: string) => db().select().from(mailOutbox).where(eq(mailOutbox.recipient, email));

function cancelForm(enrolmentId: number, confirm?: string) {
  const form = new FormData();
  form.set("intent", "cancel-enrolment");
  form.set("enrolmentId", String(enrolmentId));
  if (confirm !== undefined) form.set("confirm", confirm);
  return form;
}

describe("staff cancel a child's enrolment from the roster", () => {
  it("only with the box ticked: one click cancels nothing", async () => {
    const id = await newSession();
    const family = await enrolment(id, "confirmed");
    const outcome = await cancelEnrolmentForm(db(), publicUrl, await staff(), id, cancelForm(family.id));
    expect(outcome).toMatchObject({ ok: false, status: 400, values: { enrolmentId: String(family.id) } });
    expect(outcome.errors?.confirm).toBeTruthy();
    expect(await statusOf(family.id)).toBe("confirmed");
    expect(await mailsTo(family.email)).toHaveLength(0);
  });

  it("e-mails the family in its language, and the freed place goes to the first family waiting", async () => {
    const id = await newSession({ capacity: "1" });
    const family = await enrolment(id, "confirmed", "es");
    const next = await enrolment(id, "waitlist");
    const after = await enrolment(id, "waitlist");
    const outcome = await cancelEnrolmentForm(db(), publicUrl, await staff(), id, cancelForm(family.id, "yes"));
    expect(outcome).toMatchObject({ ok: true });
    expect(await statusOf(family.id)).toBe("cancelled");

    const [mail, ...more] = await mailsTo(family.email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe("Inscripción cancelada: Laboratorio de genes");
    expect(mail?.headers).toMatchObject({ "Content-Language": "es" });
    expect(mail?.text).toContain(`El equipo de GeneHive canceló la inscripción de ${family.child}`);
    expect(mail?.text).toContain(`${publicUrl}/es/contacto`);
    expect(mail?.html).toContain("Inscripción cancelada");

    expect(await statusOf(next.id)).toBe("offered");
    expect((await mailsTo(next.email)).map((m) => m.subject)).toEqual(["A place is free for you: Gene Lab"]);
    expect(await statusOf(after.id)).toBe("waitlist");

    // Sent again (a second tab): nothing more is cancelled, mailed or offered.
    const again = await cancelEnrolmentForm(db(), publicUrl, await staff(), id, cancelForm(family.id, "yes"));
    expect(again).toMatchObject({ ok: false, status: 404 });
    expect(await mailsTo(family.email)).toHaveLength(1);
    expect(await statusOf(after.id)).toBe("waitlist");
  });

  it("tells a family on the waitlist it is off the waitlist, in English", async () => {
    const id = await newSession({ capacity: "0" });
    const family = await enrolment(id, "waitlist");
    await cancelEnrolmentForm(db(), publicUrl, await staff(), id, cancelForm(family.id, "yes"));
    const [mail] = await mailsTo(family.email);
    expect(mail?.subject).toBe("Enrolment cancelled: Gene Lab");
    expect(mail?.text).toContain(`${family.child} is no longer on its waitlist.`);
  });
});

describe("staff save a session", () => {
  it("refuses fewer places than families already hold, and saves as many", async () => {
    const id = await newSession({ capacity: "3" });
    await enrolment(id, "confirmed");
    await enrolment(id, "offered");
    await enrolment(id, "waitlist");
    const fewer = await saveSessionForm(db(), publicUrl, await staff(), sessionForm({ capacity: "1" }), id);
    expect(fewer).toMatchObject({ ok: false, status: 400, values: { capacity: "1" } });
    expect(fewer.errors?.capacity).toContain("2 places are already taken");
    const [row] = await db().select().from(programSessions).where(eq(programSessions.id, id));
    expect(row?.capacity).toBe(3);

    expect(await saveSessionForm(db(), publicUrl, await staff(), sessionForm({ capacity: "2" }), id)).toMatchObject({
      ok: true,
    });
  });

  it("gives the places it adds to the families waiting, at once", async () => {
    const id = await newSession({ capacity: "1" });
    await enrolment(id, "confirmed");
    const waiting = await enrolment(id, "waitlist");
    expect(await saveSessionForm(db(), publicUrl, await staff(), sessionForm({ capacity: "2" }), id)).toMatchObject({
      ok: true,
    });
    expect(await statusOf(waiting.id)).toBe("offered");
  });

  it("refuses a session families could enrol in once its last day has passed; keeps one closed for the records", async () => {
    const past = { startsOn: "2025-03-01", endsOn: "2025-03-02" };
    for (const status of ["open", "full"]) {
      const outcome = await saveSessionForm(db(), publicUrl, await staff(), sessionForm({ ...past, status }));
      expect(outcome).toMatchObject({ ok: false, status: 400 });
      expect(outcome.errors?.endsOn).toContain("has passed");
    }
    const id = await newSession({ ...past, status: "closed" });
    const reopened = await saveSessionForm(
      db(),
      publicUrl,
      await staff(),
      sessionForm({ ...past, status: "open" }),
      id,
    );
    expect(reopened.ok).toBe(false);
    const [row] = await db()
      .select({ status: programSessions.status })
      .from(programSessions)
      .where(eq(programSessions.id, id));
    expect(row?.status).toBe("closed");
  });
});

describe("the editor's record of staff actions", () => {
  it("names the session an action was about by its English title, and a saved program's facts by the program", async () => {
    const member = await staff();
    const id = await newSession({ "en.title": "Microbe Club", "es.title": "" });
    await recordProgramAction(db(), {
      actorId: member.id,
      action: "roster.export",
      sessionId: id,
      details: { rows: 0 },
    });
    const form = new FormData();
    form.set("programId", "community-hubs");
    form.set("en.cost", `Free ${Date.now()}`);
    // The answer names the program: the editor shows it in that program's panel, which stays open.
    expect(await saveFactsForm(db(), member, form)).toMatchObject({
      ok: true,
      message: "Program facts saved.",
      values: { programId: "community-hubs" },
    });
    const recent = await recentProgramActions(db(), 50);
    expect(recent.find((r) => r.action === "roster.export" && r.sessionId === id)).toMatchObject({
      sessionTitle: "Microbe Club",
      details: { rows: 0 },
    });
    expect(recent.find((r) => r.action === "session.create" && r.sessionId === id)?.sessionTitle).toBe("Microbe Club");
    expect(recent.find((r) => r.action === "facts.update")).toMatchObject({
      programId: "community-hubs",
      sessionTitle: null,
      details: { fields: ["en.cost"] },
    });
  });
});
