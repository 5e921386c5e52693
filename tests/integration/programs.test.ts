import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#server/db/test-database.ts";
import { enrolHiddenFields } from "#shared/programs/schemas.ts";
import { newMember } from "#tests/support/members.ts";
import { Client, signIn } from "./support/http.ts";
import { runNpmScript } from "./support/npm-script.ts";
import { outboxMails, waitFor } from "./support/outbox.ts";
import { startServer, type TestServer } from "./support/server.ts";

/**
 * Issue 31: programs staff keep current and families enrol in, on the real server over HTTP and on whichever
 * engine the run uses. On PostgreSQL two server processes share the database, and the families racing for the
 * last places post to both; the embedded database allows one process, so there they race on the one.
 */

const onPostgres = Boolean(process.env.DATABASE_URL);
let servers: TestServer[] = [];
let pgDatabase: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
let dataDir = "";
const staff = { ...newMember("progstaff"), fullName: "Pat Programs" };
let ipCounter = 0;
const nextIp = () => `10.31.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
const serverAt = (i: number) => servers[i % servers.length]!;
const client = (i = 0) => new Client(serverAt(i).url, nextIp());
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// The embedded run names its own DATA_DIR (create-admin made the database there): its outbox is there too.
const allMails = () => [...(dataDir ? [dataDir] : []), ...servers.map((s) => s.dataDir)].flatMap((d) => outboxMails(d));
const mailsTo = (email: string) => allMails().filter((m) => m.text.includes(`To: ${email}\n`));
const linkIn = (text: string) =>
  text.match(/https?:\/\/[^/\s]+(\/(?:es\/programas\/inscripcion|programs\/enrolment)\/[\w-]+)/)?.[1];

/** Polls an asynchronous probe until it answers something (the other process's cache, the sweep). */
async function until<T>(what: string, probe: () => Promise<T | undefined | false>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

let staffClient: Client;

beforeAll(async () => {
  const dbEnv: Record<string, string> = {};
  if (onPostgres) {
    pgDatabase = await createTestDatabase();
    dbEnv.DATABASE_URL = pgDatabase.url!;
  } else {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "genehive-programs-"));
    dbEnv.DATA_DIR = dataDir;
  }
  const created = await runNpmScript(
    "create-admin",
    [
      `--email=${staff.email}`,
      "--role=moderator",
      `--name=${staff.fullName}`,
      `--username=${staff.username}`,
      `--password=${staff.password}`,
      "--new-database",
    ],
    dbEnv,
  );
  if (created.status !== 0) throw new Error(`create-admin failed:\n${created.stdout}\n${created.stderr}`);
  // One secret for every process: a form served by one is accepted by the other.
  const env = {
    TRUST_PROXY: "true",
    AUTH_SECRET: randomBytes(32).toString("hex"),
    PROGRAMS_SWEEP_SECONDS: "1",
    // Families read the times mailed to them in the site's zone, named.
    SITE_TIME_ZONE: "America/Chicago",
    ...dbEnv,
  };
  servers = [await startServer(env)];
  if (onPostgres) servers.push(await startServer(env));
  staffClient = client(0);
  await signIn(staffClient, staff);
}, 180_000);

afterAll(async () => {
  if (process.env.PROGRAMS_TEST_LOG)
    (await import("node:fs")).writeFileSync(
      process.env.PROGRAMS_TEST_LOG,
      servers.map((s) => s.logs.join("")).join("\n----\n"),
    );
  for (const s of servers) await s.stop();
  await pgDatabase?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

let sessionCounter = 0;

/** Staff create a session through the editor; answers its id. */
async function createSession(fields: Record<string, string> = {}): Promise<number> {
  const title = `Gene Lab ${++sessionCounter} ${randomBytes(2).toString("hex")}`;
  const r = await staffClient.post("/community/moderation/programs", {
    intent: "create-session",
    programId: "after-school-labs",
    status: "open",
    capacity: "2",
    startsOn: "2099-02-01",
    endsOn: "2099-05-30",
    place: "Hive Lab, 12 Elm Street",
    instructionLanguage: "en",
    "en.title": title,
    "en.schedule": "Tuesdays 3:30–5:00 pm",
    "en.grades": "Grades 6–8",
    "en.cost": "$40 per term",
    "en.feeHelp": "Fee waivers on request",
    "es.title": `Laboratorio de genes ${sessionCounter}`,
    "es.schedule": "Martes de 3:30 a 5:00 p. m.",
    "es.grades": "6.º a 8.º grado",
    "es.cost": "USD 40 por trimestre",
    "es.feeHelp": "Exención de pago a pedido",
    ...fields,
  });
  expect(r.status, await r.clone().text()).toBe(302);
  const id = Number(/\/sessions\/(\d+)\?saved=created$/.exec(r.headers.get("location") ?? "")?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

interface Family {
  c: Client;
  lang: "en" | "es";
  email: string;
  child: string;
  token: string;
  path: string;
}

/** A family opens the session's page (English or Spanish) and receives a signed form. */
async function openForm(sessionId: number, lang: "en" | "es", i: number): Promise<Family> {
  const c = client(i);
  const path = lang === "es" ? `/es/programas/sesiones/${sessionId}` : `/programs/sessions/${sessionId}`;
  const page = await c.get(path);
  expect(page.status).toBe(200);
  const token = new RegExp(`name="${enrolHiddenFields.token}" value="([^"]+)"`).exec(await page.text())?.[1];
  expect(token).toBeTruthy();
  const id = randomBytes(3).toString("hex");
  return { c, lang, email: `family-${id}@example.org`, child: `Kid${id}`, token: token!, path };
}

const enrolFields = (f: Family, extra: Record<string, string> = {}) => ({
  guardianName: `Guardian ${f.child}`,
  guardianEmail: f.email,
  guardianPhone: "+1 555 0100",
  childFirstName: f.child,
  childGrade: "7",
  school: "",
  language: f.lang,
  notes: "",
  consent: "yes",
  [enrolHiddenFields.token]: f.token,
  [enrolHiddenFields.honeypot]: "",
  ...extra,
});

/** Posts the form; answers the private page's address it redirected to. */
async function enrol(f: Family, extra: Record<string, string> = {}): Promise<string> {
  const r = await f.c.post(f.path, enrolFields(f, extra));
  expect(r.status, await r.clone().text()).toBe(303);
  const location = r.headers.get("location") ?? "";
  expect(location).toMatch(/\/(programs\/enrolment|es\/programas\/inscripcion)\/[\w-]+\?new=1$/);
  return location.replace("?new=1", "");
}

async function statusOf(c: Client, privatePath: string): Promise<string | undefined> {
  const r = await c.get(privatePath);
  return /data-enrolment-status="(\w+)"/.exec(await r.text())?.[1];
}

describe("staff pages (issue 31, staff)", () => {
  it("refuse visitors (sign in) and members (nothing there), pages, actions and the CSV alike", async () => {
    const visitor = client();
    const member = client();
    const m = newMember("progmember");
    expect((await member.post("/auth", { intent: "sign-up", ...m })).status).toBe(200);
    expect((await member.post("/auth", { intent: "sign-in", email: m.email, password: m.password })).status).toBe(200);
    const id = await createSession({ status: "draft" });
    for (const path of [
      "/community/moderation/programs",
      `/community/moderation/programs/sessions/${id}`,
      `/community/moderation/programs/sessions/${id}/roster.csv`,
    ]) {
      const v = await visitor.get(path);
      expect(v.status, path).toBe(302);
      expect(v.headers.get("location"), path).toMatch(/^\/auth/);
      expect((await member.get(path)).status, path).toBe(404);
    }
    const post = { intent: "create-session", programId: "after-school-labs", status: "open", capacity: "5" };
    expect((await member.post("/community/moderation/programs", post)).status).toBe(404);
    expect((await visitor.post("/community/moderation/programs", post)).status).toBe(302);
    // A draft is the staff's only: families find nothing at its address.
    expect((await visitor.get(`/programs/sessions/${id}`)).status).toBe(404);
  });

  it("a new session and program facts show on /programs and /es/programas within seconds, on every process", async () => {
    const id = await createSession();
    const facts = await staffClient.post("/community/moderation/programs", {
      intent: "facts",
      programId: "camps-and-bootcamps",
      "en.cost": "$120 a week",
      "es.cost": "USD 120 por semana",
    });
    expect(facts.status).toBe(200);
    for (let i = 0; i < servers.length; i++) {
      const en = await until(`the session on /programs of process ${i}`, async () => {
        const html = await (await client(i).get("/programs")).text();
        return html.includes(`/programs/sessions/${id}`) && html.includes("$120 a week") ? html : undefined;
      });
      expect(en).toContain("Gene Lab");
      const es = await (await client(i).get("/es/programas")).text();
      expect(es).toContain(`/es/programas/sesiones/${id}`);
      expect(es).toContain("USD 120 por semana");
      // Facts nobody set still read "To be announced".
      expect(es).toContain("Por confirmar");
    }
    const log = await (await staffClient.get("/community/moderation/programs")).text();
    expect(log).toContain('data-program-action="facts.update"');
    expect(log).toContain('data-program-action="session.create"');
  });
});

describe("enrolling (issue 31, families)", () => {
  it("keeps what was typed and says what is wrong, in Spanish, without JavaScript", async () => {
    const id = await createSession();
    const f = await openForm(id, "es", 0);
    await sleep(3_100);
    const r = await f.c.post(
      f.path,
      enrolFields(f, { guardianEmail: "no-es-correo", consent: "", childFirstName: "Lucía" }),
    );
    expect(r.status).toBe(400);
    const html = await r.text();
    expect(html).toContain("Escriba un correo electrónico válido, por favor.");
    expect(html).toContain("Confirme que es la madre, el padre o el tutor");
    expect(html).toContain('value="Lucía"');
    expect(html).toContain('value="no-es-correo"');
  });

  it("two places, six families racing on every process: two places, four waitlist positions in order, mails in each family's language", async () => {
    const id = await createSession({ capacity: "2" });
    const families = await Promise.all(Array.from({ length: 6 }, (_, i) => openForm(id, i % 2 === 0 ? "es" : "en", i)));
    await sleep(3_100);
    const pages = await Promise.all(families.map((f) => enrol(f)));
    const statuses = await Promise.all(families.map((f, i) => statusOf(f.c, pages[i]!)));
    expect(statuses.filter((s) => s === "confirmed")).toHaveLength(2);
    expect(statuses.filter((s) => s === "waitlist")).toHaveLength(4);
    const roster = await (await staffClient.get(`/community/moderation/programs/sessions/${id}`)).text();
    expect(roster).toMatch(/2 of 2 places taken/);
    for (const n of [1, 2, 3, 4]) expect(roster).toContain(`Waitlist #${n}`);

    for (const [i, f] of families.entries()) {
      const mail = await waitFor(`the mail to family ${i}`, () => mailsTo(f.email)[0]);
      const confirmed = statuses[i] === "confirmed";
      const subject =
        f.lang === "es"
          ? confirmed
            ? "Subject: Inscripción confirmada: Laboratorio de genes"
            : "Subject: En lista de espera: Laboratorio de genes"
          : confirmed
            ? "Subject: Enrolment confirmed: Gene Lab"
            : "Subject: On the waitlist: Gene Lab";
      expect(mail.text).toContain(subject);
      expect(mail.text).toContain(`Content-Language: ${f.lang}`);
      // The private link in the mail is the page the form led to.
      expect(linkIn(mail.text)).toBe(pages[i]);
    }
  });

  it("a cancellation frees the place and offers it once to the first family waiting, who can accept it", async () => {
    const id = await createSession({ capacity: "1" });
    const first = await openForm(id, "en", 0);
    const second = await openForm(id, "es", 1);
    const third = await openForm(id, "en", 0);
    await sleep(3_100);
    const firstPage = await enrol(first);
    const secondPage = await enrol(second);
    const thirdPage = await enrol(third);
    expect(await statusOf(first.c, firstPage)).toBe("confirmed");
    expect(await statusOf(second.c, secondPage)).toBe("waitlist");

    // Without its box ticked, "cancel" changes nothing and says why.
    const unticked = await first.c.post(firstPage, { intent: "cancel" });
    expect(unticked.status).toBe(400);
    expect(await unticked.text()).toContain("Please tick the box first: nothing was changed.");
    expect(await statusOf(first.c, firstPage)).toBe("confirmed");

    // The family presses "cancel" twice, on both processes at once: one cancellation, one offer.
    const cancels = await Promise.all(
      [0, 1].map((i) => new Client(serverAt(i).url, nextIp()).post(firstPage, { intent: "cancel", confirm: "yes" })),
    );
    for (const r of cancels) expect(r.status).toBe(303);
    expect(await statusOf(first.c, firstPage)).toBe("cancelled");

    const offer = await waitFor("the offer mail", () =>
      mailsTo(second.email).find((m) => m.text.includes("Subject: Hay un lugar para usted")),
    );
    expect(offer.text).toMatch(/Se lo guardamos hasta el \d+ de \w+ de \d{4} a las \d{1,2}:\d{2} GMT-[56]\./);
    await sleep(1_500);
    expect(mailsTo(second.email).filter((m) => m.text.includes("Hay un lugar"))).toHaveLength(1);
    expect(allMails().filter((m) => m.text.includes("A place is free for you"))).toHaveLength(0);
    expect(await statusOf(third.c, thirdPage)).toBe("waitlist");

    // The offer's link replaces the earlier one; accepting gives the place.
    const offerLink = linkIn(offer.text)!;
    expect(offerLink).not.toBe(secondPage);
    expect(await statusOf(second.c, offerLink)).toBe("offered");
    expect((await second.c.post(offerLink, { intent: "accept" })).status).toBe(303);
    expect(await statusOf(second.c, offerLink)).toBe("confirmed");

    // A guardian deletes their data through the link: the place goes on to the next family.
    expect((await second.c.post(offerLink, { intent: "delete" })).status).toBe(400);
    expect(await statusOf(second.c, offerLink)).toBe("confirmed");
    expect((await second.c.post(offerLink, { intent: "delete", confirm: "yes" })).status).toBe(303);
    expect((await second.c.get(offerLink)).status).toBe(404);
    await waitFor("the offer to the third family", () =>
      mailsTo(third.email).find((m) => m.text.includes("Subject: A place is free for you")),
    );
  });

  it("a family changes its details through the private link, checked as on the form; staff see that it did", async () => {
    const id = await createSession({ capacity: "3" });
    const family = await openForm(id, "es", 0);
    await sleep(3_100);
    const page = await enrol(family, { photoConsent: "yes" });
    const photos = (answer: string) => new RegExp(`páginas de GeneHive\\.</dt>\\s*<dd[^>]*>${answer}</dd>`);
    expect(await (await family.c.get(page)).text()).toMatch(photos("Sí"));
    const change = (fields: Record<string, string>) =>
      family.c.post(page, {
        intent: "change",
        guardianPhone: "",
        childGrade: "7",
        school: "",
        language: "es",
        notes: "",
        ...fields,
      });

    const refused = await change({ guardianPhone: "llámeme", notes: "Alergia al maní" });
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain("Escriba un teléfono solo con números");
    expect(refusedHtml).toContain("Alergia al maní</textarea>");

    const saved = await change({ guardianPhone: "+1 555 0100", notes: "Alergia al maní", childGrade: "8" });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe(`${page}?changed=1`);
    const after = await (await family.c.get(`${page}?changed=1`)).text();
    expect(after).toContain("Guardamos sus cambios.");
    expect(after).toContain("+1 555 0100");
    expect(after).toContain("8.º grado");
    expect(after).toContain("Alergia al maní");
    // Photo permission is withdrawn by leaving its box unticked.
    expect(after).toMatch(photos("No"));

    const roster = await (await staffClient.get(`/community/moderation/programs/sessions/${id}`)).text();
    expect(roster).toContain("Family changed the details");
    expect(roster).toContain("Alergia al maní");

    // Once cancelled, nothing more changes.
    expect((await family.c.post(page, { intent: "cancel", confirm: "yes" })).status).toBe(303);
    const closed = await change({ notes: "otra nota" });
    expect(closed.status).toBe(409);
    expect(await closed.text()).toContain("Esta inscripción ya no se puede cambiar");
  });

  it("the enrol form is rate-limited per address like the contact form", async () => {
    const id = await createSession();
    const c = new Client(serverAt(0).url, nextIp());
    let last = 0;
    for (let i = 0; i < 31; i++) last = (await c.post(`/programs/sessions/${id}`, { guardianName: "x" })).status;
    expect(last).toBe(429);
  });
});

describe("bad input (issue 31)", () => {
  it("unknown or malformed sessions and links are 404, odd posts 400, never a 500", async () => {
    const c = client();
    for (const path of [
      "/programs/sessions/abc",
      "/programs/sessions/0",
      "/programs/sessions/99999999999999999999",
      "/es/programas/sesiones/-1",
      "/programs/enrolment/short",
      `/programs/enrolment/${"A".repeat(32)}`,
      "/es/programas/inscripcion/%27%3B--",
    ]) {
      expect((await c.get(path)).status, path).toBe(404);
    }
    expect((await c.post(`/programs/enrolment/${"A".repeat(32)}`, { intent: "cancel", confirm: "yes" })).status).toBe(
      303,
    );
    expect(
      (await c.post(`/programs/enrolment/${"A".repeat(32)}`, { intent: "change", childGrade: "5", language: "en" }))
        .status,
    ).toBe(409);
    expect((await c.post(`/programs/enrolment/${"A".repeat(32)}`, { intent: "take-all" })).status).toBe(400);
    const id = await createSession();
    const junk = await c.post(`/programs/sessions/${id}`, {
      guardianName: "\u0000",
      childGrade: "99",
      language: "fr",
      website: "",
    });
    expect(junk.status).toBe(400);
    const bad = await staffClient.post("/community/moderation/programs", {
      intent: "create-session",
      programId: "no-such-program",
      status: "open",
      capacity: "-1",
      startsOn: "2099-05-01",
      endsOn: "2099-01-01",
      "en.title": "",
    });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    for (const message of ["Choose a program.", "Places cannot be negative.", "Choose the language it is taught in."]) {
      expect(html).toContain(message);
    }
    // The checks across fields, once each field is right.
    const untitled = await staffClient.post("/community/moderation/programs", {
      intent: "create-session",
      programId: "camps-and-bootcamps",
      status: "open",
      capacity: "3",
      startsOn: "2099-05-01",
      endsOn: "2099-01-01",
      instructionLanguage: "es",
      "en.title": " ",
    });
    expect(untitled.status).toBe(400);
    const again = await untitled.text();
    expect(again).toContain("Give the session a title.");
    expect(again).toContain("The end date cannot be before the start.");
  });
});

describe("roster, messages and retention (issue 31, staff and privacy)", () => {
  it("the CSV is safe to open in a spreadsheet: a formula a family typed stays text", async () => {
    const id = await createSession();
    const f = await openForm(id, "en", 0);
    await sleep(3_100);
    await enrol(f, {
      guardianName: '=HYPERLINK("http://evil.example","Click")',
      school: "@SUM(1+1)",
      notes: "+1 dose",
    });
    const r = await staffClient.get(`/community/moderation/programs/sessions/${id}/roster.csv`);
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(r.headers.get("content-disposition")).toMatch(/attachment/);
    const csv = await r.text();
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(csv).toContain(`"'@SUM(1+1)"`);
    expect(csv).toContain(`"'+1 dose"`);
    // No cell, after its opening quote, starts with a character a spreadsheet runs.
    for (const cell of csv.match(/"(?:[^"]|"")*"/g) ?? []) expect(cell, cell).not.toMatch(/^"[=+\-@\t\r]/);
    const log = await (await staffClient.get("/community/moderation/programs")).text();
    expect(log).toContain('data-program-action="roster.export"');
  });

  it("a message reaches every family with a place, in one mail each", async () => {
    const id = await createSession({ capacity: "1" });
    const a = await openForm(id, "es", 0);
    const b = await openForm(id, "en", 1);
    await sleep(3_100);
    await enrol(a);
    await enrol(b);
    const r = await staffClient.post(`/community/moderation/programs/sessions/${id}`, {
      intent: "message",
      subject: "Bring a lab coat",
      body: "Please bring an old shirt to use as a lab coat.",
    });
    expect(r.status).toBe(200);
    expect(await r.text()).toContain("Message sent to 1 family.");
    const mail = await waitFor("the message", () =>
      mailsTo(a.email).find((m) => m.text.includes("Subject: Bring a lab coat")),
    );
    expect(mail.text).toContain("Un mensaje del equipo de GeneHive");
    await sleep(1_000);
    expect(mailsTo(b.email).filter((m) => m.text.includes("Bring a lab coat"))).toHaveLength(0);
  });

  it("enrolments are deleted by the server once the session ended longer ago than the privacy notice says", async () => {
    const id = await createSession();
    const f = await openForm(id, "en", 0);
    await sleep(3_100);
    const page = await enrol(f);
    expect(await statusOf(f.c, page)).toBe("confirmed");
    // Staff move the session into the past: it ended long before the keeping time.
    const saved = await staffClient.post(`/community/moderation/programs/sessions/${id}`, {
      intent: "update-session",
      programId: "after-school-labs",
      status: "closed",
      capacity: "2",
      startsOn: "2020-01-01",
      endsOn: "2020-03-01",
      place: "Hive Lab",
      instructionLanguage: "en",
      "en.title": "An old session",
    });
    expect(saved.status).toBe(302);
    await until("the enrolment's deletion", async () => (await f.c.get(page)).status === 404, 30_000);
    const roster = await (await staffClient.get(`/community/moderation/programs/sessions/${id}`)).text();
    expect(roster).toContain("No enrolments yet.");
  });
});
