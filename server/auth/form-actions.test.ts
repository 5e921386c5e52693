import { describe, expect, it } from "vitest";
import { authToasts } from "#shared/auth/messages.ts";
import { validationMessages } from "#shared/auth/schemas.ts";
import { runAuthForm } from "./form-actions.ts";
import type { AuthService } from "./service.ts";

// A refused form is answered before the auth service is asked anything: none is needed to test it.
const unreached = new Proxy({} as AuthService, {
  get: () => {
    throw new Error("a refused form reached the auth service");
  },
});

describe("account forms", () => {
  // Names every object inherits once passed the check for a known form, and then failed as a 500.
  it.each(["toString", "__proto__", "constructor", "hasOwnProperty", "valueOf", "no-such-form"])(
    "the intent %s is an unknown form, refused before anything runs",
    async (intent) => {
      const form = new FormData();
      form.set("intent", intent);
      form.set("email", "ada@example.org");
      const result = await runAuthForm(form, { ip: "192.0.2.1", userAgent: "test" }, unreached);
      expect(result.init?.status).toBe(400);
      expect(result.data).toMatchObject({ intent: "unknown", ok: false, message: "Unknown form." });
    },
  );

  it("a sign-up that breaks its rules answers the spec's toast and each rule's message for its field", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      intent: "sign-up",
      fullName: "A",
      username: "jordan lee",
      email: "jordan@example.org",
      password: "Correct-Horse-9",
    }))
      form.set(name, value);
    const result = await runAuthForm(form, { ip: "192.0.2.1", userAgent: "test" }, unreached);
    expect(result.init?.status).toBe(400);
    expect(result.data).toEqual({
      intent: "sign-up",
      ok: false,
      title: authToasts.validationError,
      message: validationMessages.fullNameTooShort,
      errors: { fullName: validationMessages.fullNameTooShort, username: validationMessages.usernameCharacters },
    });
  });
});
