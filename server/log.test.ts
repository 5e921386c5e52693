import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./db/client.ts";
import { createTestDatabase } from "./db/test-database.ts";
import { errWithoutParams, HIDDEN_PARAMS, hideQueryParams } from "./log.ts";

// A statement that fails on the real engine with a session token among its parameters, as Drizzle reports it.
describe("a failed statement in the log", () => {
  const token = "Zq7SessionTokenThatMustNotBeLogged";
  let database: DatabaseHandle;
  let failure: unknown;

  beforeAll(async () => {
    database = await createTestDatabase();
    failure = await database.db.execute(sql`select ${token}::integer`).catch((error: unknown) => error);
    expect(String(failure)).toContain(token);
  });
  afterAll(() => database.close());

  it("shows the statement and its causes, never its parameters, when logged as an error", () => {
    const line = JSON.stringify(errWithoutParams(failure));
    expect(line).not.toContain(token);
    expect(line).toContain("select $1::integer");
    expect(line).toContain(`params: ${HIDDEN_PARAMS}`);
    expect(line).toContain("invalid input syntax");
    expect(line).not.toContain('"params"');
  });

  it("hides them from a finished line too, when the error was logged as text", () => {
    const line = JSON.stringify({ msg: "a job failed", error: String(failure), stack: (failure as Error).stack });
    const shown = hideQueryParams(line);
    expect(shown).not.toContain(token);
    expect(shown).toContain(`params: ${HIDDEN_PARAMS}`);
    expect(shown).toContain("    at ");
    expect(JSON.parse(shown).msg).toBe("a job failed");
  });
});
