import { describe, expect, it } from "vitest";
import { answerAction, Refusal } from "./refusal.ts";

describe("one action answer", () => {
  it("answers a refusal with its status, the form's data and Retry-After when there is a wait", () => {
    const limited = new Refusal(429, "Slow down.", { retryAfter: 12.2 });
    const response = answerAction(limited.answer({ ok: false, error: limited.message }));
    expect(response.init?.status).toBe(429);
    expect(response.data).toEqual({ ok: false, error: "Slow down." });
    expect(new Headers(response.init?.headers).get("Retry-After")).toBe("13");
  });

  it("sends no Retry-After without a wait, and keeps the headers it is given", () => {
    const invalid = new Refusal(400, "", { errors: { name: "Too long." } });
    expect(invalid.errors).toEqual({ name: "Too long." });
    const response = answerAction(invalid.answer({ errors: invalid.errors }), new Headers({ "Set-Cookie": "a=b" }));
    const headers = new Headers(response.init?.headers);
    expect(headers.has("Retry-After")).toBe(false);
    expect(headers.get("Set-Cookie")).toBe("a=b");
  });
});
