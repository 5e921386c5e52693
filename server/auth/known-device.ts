import { createHmac, randomBytes } from "node:crypto";
import { createCookie } from "react-router";
import { z } from "zod";

/** Accounts one browser remembers (a family computer, a classroom laptop); the oldest falls off. */
const MAX_ACCOUNTS = 5;
/** Chrome keeps no cookie longer than 400 days. */
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

const valueSchema = z.object({
  device: z.string().regex(/^[\w-]{22}$/),
  accounts: z.array(z.string().regex(/^[\w-]{22}$/)).max(MAX_ACCOUNTS),
});

export interface KnownDevice {
  /** A random id of this browser, the same for every account signed in from it. */
  device: string;
  accounts: string[];
}

/**
 * The "known device" cookie of docs/decisions/0009-lockout.md: a browser that has signed in to an account
 * successfully before carries a signed, httpOnly cookie naming that account (by a keyed tag, not its address),
 * and its sign-ins to that account are counted against a budget of their own, which nobody else can use up.
 */
export function createKnownDevices(secret: string, secure: boolean) {
  const cookie = createCookie("genehive.device", {
    secrets: [secret],
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: MAX_AGE_SECONDS,
  });
  /** Names the account without revealing it to anyone who reads the cookie. */
  const tag = (email: string) =>
    createHmac("sha256", secret).update(`known-device:${email.trim().toLowerCase()}`).digest("base64url").slice(0, 22);

  async function read(cookieHeader: string | undefined): Promise<KnownDevice | null> {
    if (!cookieHeader) return null;
    const parsed = valueSchema.safeParse(await cookie.parse(cookieHeader).catch(() => null));
    return parsed.success ? parsed.data : null;
  }

  return {
    /** This browser's id when it has signed in to the account before (its cookie is ours and names it), else null. */
    async deviceFor(cookieHeader: string | undefined, email: string): Promise<string | null> {
      const known = await read(cookieHeader);
      return known?.accounts.includes(tag(email)) ? known.device : null;
    },

    /** The Set-Cookie line that remembers a successful sign-in to the account from this browser. */
    async remember(cookieHeader: string | undefined, email: string): Promise<string> {
      const known = await read(cookieHeader);
      const account = tag(email);
      return cookie.serialize({
        device: known?.device ?? randomBytes(16).toString("base64url"),
        accounts: [account, ...(known?.accounts ?? []).filter((a) => a !== account)].slice(0, MAX_ACCOUNTS),
      } satisfies KnownDevice);
    },
  };
}

export type KnownDevices = ReturnType<typeof createKnownDevices>;
