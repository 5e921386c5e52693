import { randomUUID } from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import type { Member } from "#server/auth/service.ts";
import type { Database } from "#server/db/client.ts";
import { user } from "#server/db/schema.ts";
import { seed } from "#server/db/seed.ts";
import { createTestDatabase } from "#server/db/test-database.ts";
import { newMember } from "#tests/support/members.ts";

/** A migrated, seeded database of the engine under test for one test file; the getter is valid inside tests. */
export function seededTestDatabase(): () => Database {
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await handle.migrate();
    await seed(handle.db);
  });
  afterAll(async () => handle?.close());
  return () => handle.db;
}

/** A member as the forum sees one: commands and pages read no more than this. */
export type TestMember = Pick<Member, "id" | "name" | "username" | "email" | "role">;

/** A member written straight into the database (no sign-up, no password), with a username nobody else has. */
export async function insertMember(
  db: Database,
  options: { role?: Member["role"]; name?: string; verified?: boolean } = {},
): Promise<TestMember> {
  const id = randomUUID();
  const { username, email, fullName } = newMember(options.role ?? "member");
  const { role = "member", name = fullName, verified = false } = options;
  await db.insert(user).values({ id, name, email, username, displayUsername: username, role, emailVerified: verified });
  return { id, name, username, email, role };
}
