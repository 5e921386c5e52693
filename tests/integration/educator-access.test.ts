import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#server/db/test-database.ts";
import { newMember } from "#tests/support/members.ts";
import { Client, signIn } from "./support/http.ts";
import { runNpmScript } from "./support/npm-script.ts";
import { outboxMails, waitFor } from "./support/outbox.ts";
import { startServer, type TestServer } from "./support/server.ts";

// Educator access (issue 30) on the real server over HTTP, on whichever engine the run uses: who gets a teacher
// key and who does not, the request, the staff queue's decisions, the listed-domain approval, and the zips.

const KEY = "/materials/unit2/phase1/Day_2_Meet_the_Pathogens_Handout_Teacher_Key.pdf";
const STUDENT_FILE = "/materials/unit2/phase1/Day_2_Meet_the_Pathogens_Handout.pdf";
const KEYS_ZIP = "/materials/unit2/unit2-teacher-keys.zip";
const PHASE_KEYS_ZIP = "/materials/unit2/phase1/unit2-phase1-teacher-keys.zip";
const LISTED_DOMAIN = "schools.example";

let server: TestServer;
let dataDir = "";
let pgDatabase: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
const dbEnv: Record<string, string> = {};
const staff = { ...newMember("staffer"), fullName: "Sam Staff" };

beforeAll(async () => {
  if (process.env.DATABASE_URL) {
    pgDatabase = await createTestDatabase();
    dbEnv.DATABASE_URL = pgDatabase.url!;
  } else {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "genehive-educator-"));
    dbEnv.DATA_DIR = dataDir;
  }
  const made = await runNpmScript(
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
  if (made.status !== 0) throw new Error(`create-admin failed:\n${made.stdout}\n${made.stderr}`);
  server = await startServer({
    TRUST_PROXY: "true",
    EDUCATOR_EMAIL_DOMAINS: `@${LISTED_DOMAIN}, other.example`,
    ...dbEnv,
  });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await pgDatabase?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

let ip = 0;
const client = () => new Client(server.url, `10.30.${Math.floor(++ip / 250)}.${ip % 250}`);
const outbox = () => dataDir || server.dataDir;

const signInAs = (person: { email: string; password: string }, c = client()) => signIn(c, person);

async function signUp(prefix: string, email?: string) {
  const person = newMember(prefix);
  if (email) person.email = `${person.username}@${email}`;
  const c = client();
  expect((await c.post("/auth", { intent: "sign-up", ...person })).status).toBe(200);
  await signInAs(person, c);
  return { ...person, c };
}

/** Follows the link mailed at sign-up, as the member would. */
async function verify(person: { email: string }) {
  const link = await waitFor(
    "the confirmation mail",
    () =>
      outboxMails(outbox())
        .find((m) => m.text.includes(`To: ${person.email}\n`) && m.text.includes("Subject: Confirm your e-mail"))
        ?.text.match(/https?:\/\/[^/\s]+(\/auth\/verify-email\?token=\S+)/)?.[1],
  );
  expect((await client().get(link)).status).toBe(200);
}

const request = (c: Client, extra: Record<string, string> = {}) =>
  c.post("/community/settings/educator", {
    organisation: "Lincoln High School",
    position: "Biology teacher",
    subjects: "Biology, grades 9-10",
    schoolEmail: "",
    ...extra,
  });

async function decide(userIdOf: string, decision: "approved" | "declined" | "revoked", reason: string) {
  const c = await signInAs(staff);
  const queue = await c.get("/community/moderation/educators");
  expect(queue.status).toBe(200);
  const html = await queue.text();
  // The form of the member's entry carries their account id.
  const entry = html.slice(html.indexOf(`data-educator-request="${userIdOf}"`));
  const userId = entry.match(/name="userId" value="([^"]+)"/)?.[1];
  expect(userId, `queue entry of ${userIdOf}`).toBeTruthy();
  const r = await c.post("/community/moderation/educators", { userId: userId!, decision, reason });
  expect(r.status).toBe(302);
  expect(r.headers.get("location")).toBe(`/community/moderation/educators?done=${decision}`);
  return c;
}

describe("keys are served to educators and staff only", () => {
  it("tells a visitor what a key is and to sign in, which brings them back to it; student materials stay public", async () => {
    const visitor = client();
    const r = await visitor.get(KEY);
    expect(r.status).toBe(403);
    expect(r.headers.get("cache-control")).toBe("private, no-store");
    expect(r.headers.getSetCookie().join("\n")).toContain(`=${encodeURIComponent(KEY)};`);
    const html = await r.text();
    expect(html).toContain("This key is for verified educators");
    expect(html).toContain("Sign in with an account that has educator access and the download starts.");
    expect(html).toMatch(/<a[^>]+href="\/auth"[^>]*>Sign in or create an account<\/a>/);
    expect(html).not.toContain("%PDF");
    for (const zip of [KEYS_ZIP, PHASE_KEYS_ZIP]) expect((await visitor.get(zip)).status).toBe(403);
    const student = await visitor.get(STUDENT_FILE);
    expect(student.status).toBe(200);
    expect(student.headers.get("content-type")).toBe("application/pdf");
  });

  it("refuses an ordinary member with a 403 page that says how to request access, kept out of caches", async () => {
    const member = await signUp("plainmember");
    // Not confirmed yet: the page says that comes first, with the button that sends the link again.
    const unconfirmed = await (await member.c.get(KEY)).text();
    expect(unconfirmed).toContain("Please confirm your e-mail address");
    expect(unconfirmed).toContain('action="/auth/verify-email"');
    await verify(member);
    for (const file of [KEY, KEYS_ZIP]) {
      const r = await member.c.get(file);
      expect(r.status).toBe(403);
      expect(r.headers.get("cache-control")).toBe("private, no-store");
      const html = await r.text();
      expect(html).toContain("This key is for verified educators");
      expect(html).toContain('href="/community/settings/educator"');
      expect(html).not.toContain("Please confirm your e-mail address");
      expect(html).not.toContain("%PDF");
    }
  });

  it("a member requests access, staff approve: the key and the keys zips answer, private and not stored; revoked, refused again", async () => {
    const member = await signUp("teacher");
    const sent = await request(member.c, { schoolEmail: "teacher@lincoln.example" });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe("/community/settings/educator?sent=pending");
    expect((await member.c.get(KEY)).status).toBe(403);

    const staffClient = await decide(member.username, "approved", "Checked the school's staff page");
    const key = await member.c.get(KEY);
    expect(key.status).toBe(200);
    expect(key.headers.get("cache-control")).toBe("private, no-store");
    expect(key.headers.get("content-disposition")).toBe(`attachment; filename="${path.basename(KEY)}"`);
    expect(
      Buffer.from(await key.arrayBuffer())
        .subarray(0, 4)
        .toString("latin1"),
    ).toBe("%PDF");
    const zip = await member.c.get(KEYS_ZIP);
    expect(zip.status).toBe(200);
    expect(zip.headers.get("cache-control")).toBe("private, no-store");
    const names = Object.keys(unzipSync(new Uint8Array(await zip.arrayBuffer())));
    expect(names.some((n) => n.endsWith("Day_2_Meet_the_Pathogens_Handout_Teacher_Key.pdf"))).toBe(true);
    // A keys zip holds teachers' documents only: the keys, and the rubrics' scoring sheets (issue 29).
    expect(names.some((n) => n.endsWith("Unit_2_Phase_1_Day_6_Scoring_Sheet.pdf"))).toBe(true);
    expect(names.every((n) => /README\.txt$|_Teacher_Key\.|_Scoring_Sheet\./.test(n))).toBe(true);
    expect((await member.c.get(PHASE_KEYS_ZIP)).status).toBe(200);

    // Other members are not told: the profile shows an ordinary member (the privacy notice says only staff see it).
    const profilePage = await member.c.get(`/community/members/${member.username}`);
    expect(profilePage.status).toBe(200);
    const profile = await profilePage.text();
    expect(profile).toContain(member.fullName);
    expect(profile).not.toMatch(/>\s*educator\s*</i);
    // Told in their notifications; the navigation knows them as an educator.
    expect(await (await member.c.get("/community/notifications")).text()).toContain("Staff approved your request for");
    expect(((await (await member.c.get("/api/me")).json()) as { user: { educator?: boolean } }).user.educator).toBe(
      true,
    );

    // Revoked: refused again at once, and the queue shows who decided what and why.
    await decide(member.username, "revoked", "Left teaching");
    expect((await member.c.get(KEY)).status).toBe(403);
    const queue = await (await staffClient.get("/community/moderation/educators")).text();
    const entry = queue.slice(queue.indexOf(`data-educator-request="${member.username}"`));
    expect(entry).toContain(`approved by @${staff.username} (Checked the school&#x27;s staff page)`);
    expect(entry).toContain(`revoked by @${staff.username} (Left teaching)`);

    // The data export holds the request and the decisions.
    const exported = (await (await member.c.get("/community/settings/export")).json()) as {
      educator: { request: { organisation: string; status: string }; decisions: { decision: string }[] };
    };
    expect(exported.educator.request).toMatchObject({ organisation: "Lincoln High School", status: "revoked" });
    expect(exported.educator.decisions.map((d) => d.decision)).toEqual(["approved", "revoked"]);

    // Deleting the account deletes the request and its decisions: the queue no longer has them.
    expect((await member.c.post("/community/settings", { intent: "delete", password: member.password })).status).toBe(
      302,
    );
    const after = await (await staffClient.get("/community/moderation/educators")).text();
    expect(after).not.toContain(`data-educator-request="${member.username}"`);
    expect(after).not.toContain("Left teaching");
  });

  it("a verified member's decision is mailed to them", async () => {
    const member = await signUp("mailed");
    await verify(member);
    expect((await request(member.c)).status).toBe(302);
    await decide(member.username, "declined", "Could not find the school");
    const mail = await waitFor("the decision mail", () =>
      outboxMails(outbox()).find(
        (m) =>
          m.text.includes(`To: ${member.email}\n`) && m.text.includes("Subject: Your GeneHive educator access request"),
      ),
    );
    expect(mail.text).toContain("Could not find the school");
    expect((await member.c.get(KEY)).status).toBe(403);
  });

  it("staff get every key without asking", async () => {
    const c = await signInAs(staff);
    const r = await c.get(KEY);
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toBe("private, no-store");
  });

  it("a member at a listed domain is approved at once after verifying their address", async () => {
    const member = await signUp("listed", LISTED_DOMAIN);
    expect((await request(member.c)).headers.get("location")).toBe("/community/settings/educator?sent=pending");
    expect((await member.c.get(KEY)).status).toBe(403);
    await verify(member);
    expect((await member.c.get(KEY)).status).toBe(200);

    // Asking with an address already verified is approved on the spot.
    const second = await signUp("listedlater", `dept.${LISTED_DOMAIN}`);
    await verify(second);
    expect((await request(second.c)).headers.get("location")).toBe("/community/settings/educator?sent=approved");
    expect((await second.c.get(KEY)).status).toBe(200);

    // An unlisted domain waits for staff, verified or not.
    const other = await signUp("unlisted", "elsewhere.example");
    await verify(other);
    expect((await request(other.c)).headers.get("location")).toBe("/community/settings/educator?sent=pending");
  });

  it("refuses a request without its fields, beside the fields, and the queue to members", async () => {
    const member = await signUp("incomplete");
    const r = await request(member.c, { organisation: "", schoolEmail: "not an address" });
    expect(r.status).toBe(400);
    const html = await r.text();
    expect(html).toContain("Enter your school or organisation.");
    expect(html).toContain("Enter a school e-mail address, or leave it empty.");
    expect((await member.c.get("/community/moderation/educators")).status).toBe(404);
    expect(
      (await member.c.post("/community/moderation/educators", { userId: member.username, decision: "approved" }))
        .status,
    ).toBe(404);
  });
});

describe("public packages and the sitemap hold no key", () => {
  it("every public download-all zip of Unit 2 has no key, and the sitemap lists none", async () => {
    const visitor = client();
    for (const zip of [
      "/materials/unit2/unit2-all-materials.zip",
      "/materials/unit2/phase1/unit2-phase1-all-materials.zip",
      "/materials/unit2/phase4/unit2-phase4-all-materials.zip",
    ]) {
      const r = await visitor.get(zip);
      expect(r.status, zip).toBe(200);
      const names = Object.keys(unzipSync(new Uint8Array(await r.arrayBuffer())));
      expect(
        names.filter((n) => /Teacher_Key|Teacher keys/.test(n)),
        zip,
      ).toEqual([]);
    }
    const sitemap = await (await visitor.get("/sitemap.xml")).text();
    expect(sitemap).not.toMatch(/Teacher_Key|teacher-keys/);
  });
});
