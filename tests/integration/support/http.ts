import { newMember } from "#tests/support/members.ts";
import { outboxMails, waitFor } from "./outbox.ts";

/** A tiny browser stand-in: keeps cookies, sends Origin like a browser does on a POST. */
export class Client {
  cookies = new Map<string, string>();
  constructor(
    readonly base: string,
    readonly ip?: string,
  ) {}

  private headers(extra: Record<string, string> = {}) {
    const h: Record<string, string> = { ...extra };
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    if (this.ip) h["x-forwarded-for"] = this.ip;
    return h;
  }

  private keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (value === "" || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async get(path: string) {
    return this.keep(await fetch(this.base + path, { headers: this.headers(), redirect: "manual" }));
  }

  async post(path: string, fields: Record<string, string>, extra: Record<string, string> = {}) {
    return this.keep(
      await fetch(this.base + path, {
        method: "POST",
        headers: this.headers({ origin: this.base, "content-type": "application/x-www-form-urlencoded", ...extra }),
        body: new URLSearchParams(fields).toString(),
        redirect: "manual",
      }),
    );
  }
}

/** Signs `person` in through the real /auth form on `client` (a browser), failing on anything but a session. */
export async function signIn(client: Client, person: { email: string; password: string }): Promise<Client> {
  const signedIn = await client.post("/auth", { intent: "sign-in", email: person.email, password: person.password });
  if (signedIn.status !== 200 || !client.cookies.size)
    throw new Error(`sign-in of ${person.email}: ${signedIn.status}`);
  return client;
}

/** A new member, signed up and signed in through the real /auth form, as a browser from `ip`. */
export async function signedInClient(base: string, ip: string, prefix = "member"): Promise<Client> {
  const client = new Client(base, ip);
  const m = newMember(prefix);
  await client.post("/auth", { intent: "sign-up", ...m });
  return signIn(client, m);
}

/**
 * A new member signed up, with the address confirmed through the mailed link (only those get notification mail),
 * and signed in. Any process on the database may send the mail: `dataDirs` are the outboxes of all of them.
 */
export async function verifiedMember(server: { url: string }, dataDirs: string | string[], prefix: string) {
  const c = new Client(server.url);
  const m = newMember(prefix);
  const signUp = await c.post("/auth", { intent: "sign-up", ...m });
  if (signUp.status !== 200) throw new Error(`sign-up of ${m.username}: ${signUp.status}`);
  const link = await waitFor(
    "the confirmation mail",
    () =>
      [dataDirs]
        .flat()
        .flatMap((dir) => outboxMails(dir))
        .find((mail) => mail.text.includes(`To: ${m.email}\n`) && mail.text.includes("Subject: Confirm your e-mail"))
        ?.text.match(/https?:\/\/[^/\s]+(\/auth\/verify-email\?token=\S+)/)?.[1],
  );
  const confirmed = await c.get(link);
  if (confirmed.status !== 200) throw new Error(`confirming ${m.email}: ${confirmed.status}`);
  const signIn = await c.post("/auth", { intent: "sign-in", email: m.email, password: m.password });
  if (signIn.status !== 200) throw new Error(`sign-in of ${m.username}: ${signIn.status}`);
  return { c, ...m };
}

/**
 * Starts a topic through the new-topic form and returns its address (`/community/forum/topic/<id>`); anything
 * but the redirect to a topic fails the test. Plain checks, not vitest's: the load scripts import this file too.
 */
export async function postTopic(c: Client, topic: { title: string; category: string; body: string }): Promise<string> {
  const r = await c.post("/community/forum/new", topic);
  const location = r.headers.get("location") ?? "";
  if (r.status !== 302 || !/^\/community\/forum\/topic\/\d+$/.test(location)) {
    throw new Error(`starting "${topic.title}" answered ${r.status} ${location}`);
  }
  return location;
}

/** A signed-in member for load scripts: its session cookies and the address it comes from. */
export interface SignedInMember {
  cookies: Map<string, string>;
  ip: string;
}

/**
 * Signs up and signs in `count` members through the real /auth form, a few at a time (password
 * hashing is deliberately slow). Each gets its own address from 198.18.0.0/15 (set aside for
 * benchmarks), which keeps the per-IP limits out of the way: the server must run with TRUST_PROXY.
 */
export async function signUpMembers(base: string, count: number, prefix: string): Promise<SignedInMember[]> {
  const members: SignedInMember[] = [];
  for (let start = 0; start < count; start += 8) {
    const batch = Array.from({ length: Math.min(8, count - start) }, async (_, j) => {
      const i = start + j;
      const client = new Client(base, `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`);
      const email = `${prefix}${i}@example.org`;
      const password = "Load!Test!Passw0rd";
      await client.post("/auth", {
        intent: "sign-up",
        fullName: `Load Member ${i}`,
        username: `${prefix}${i}`,
        email,
        password,
      });
      const signIn = await client.post("/auth", { intent: "sign-in", email, password });
      if (signIn.status !== 200 || !client.cookies.size) throw new Error(`sign-in of ${prefix}${i}: ${signIn.status}`);
      return { cookies: client.cookies, ip: client.ip! };
    });
    members.push(...(await Promise.all(batch)));
  }
  return members;
}

/** A client that acts as a member signed in earlier. */
export function actingAs(base: string, member: SignedInMember): Client {
  const client = new Client(base, member.ip);
  client.cookies = member.cookies;
  return client;
}

/** The Cookie header of a signed-in member, for load generators that do not use Client. */
export function cookieHeader(member: SignedInMember): string {
  return [...member.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
}
