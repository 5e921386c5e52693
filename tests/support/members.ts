import { randomBytes } from "node:crypto";

let count = 0;

/**
 * The sign-up fields of a member nobody else uses. Test files run in several processes at once (vitest's and
 * Playwright's workers) against one server and one database, and a run may reuse a database: a per-process
 * counter alone would repeat, so the username also carries the time and a random part. Each member of a process
 * gets a full name of its own too, so a page can tell two of them apart ("Reply by …").
 */
export function newMember(prefix = "member") {
  count += 1;
  const id = `${prefix}${Date.now().toString(36)}${randomBytes(3).toString("hex")}${count}`;
  return { fullName: `Test ${prefix} ${count}`, username: id, email: `${id}@example.org`, password: "Val1d!Password" };
}

export type NewMember = ReturnType<typeof newMember>;
