import { describe, expect, it } from "vitest";
import { boundedPassword } from "./password-hashing.ts";

describe("password hashing", () => {
  it("hashes and verifies with better-auth's scrypt", async () => {
    const hash = await boundedPassword.hash("Val1d!Password");
    expect(await boundedPassword.verify({ hash, password: "Val1d!Password" })).toBe(true);
    expect(await boundedPassword.verify({ hash, password: "Wrong!Password1" })).toBe(false);
  });
});
