import { describe, expect, it } from "vitest";
import { runAuthForm } from "./form-actions.ts";

describe("account forms", () => {
  // Names every object inherits once passed the check for a known form, and then failed as a 500.
  it.each(["toString", "__proto__", "constructor", "hasOwnProperty", "valueOf", "no-such-form"])(
    "the intent %s is an unknown form, refused before anything runs",
    async (intent) => {
      const form = new FormData();
      form.set("intent", intent);
      form.set("email", "ada@example.org");
      const result = await runAuthForm(form, { ip: "192.0.2.1", userAgent: "test" });
      expect(result.init?.status).toBe(400);
      expect(result.data).toMatchObject({ intent: "unknown", ok: false, message: "Unknown form." });
    },
  );
});
