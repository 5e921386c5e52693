import { describe, expect, it } from "vitest";
import { outage } from "#shared/outage.ts";
import { answerOutageBesideForm, DatabaseUnavailableError, serviceUnavailable } from "./outage.ts";

describe("an outage answered beside the form", () => {
  const extra = { intent: "update", values: { bio: "Typed while the database was down." } };

  it("is a 503 with the form's message, what the form sent back, and when to try again", async () => {
    const answer = await answerOutageBesideForm(async () => {
      throw new Error("query failed", { cause: new DatabaseUnavailableError("down") });
    }, extra);
    expect(answer).toMatchObject({ init: { status: 503 } });
    const response = answer as { data: unknown; init: { headers: HeadersInit } };
    expect(response.data).toMatchObject({
      ...extra,
      ok: false,
      message: outage.formMessage,
    });
    expect(new Headers(response.init.headers).get("Retry-After")).toBe(String(outage.retryAfterSeconds));
  });

  it("is the same when the member could not be recognised (the 503 a session read throws)", async () => {
    const answer = await answerOutageBesideForm(async () => {
      throw serviceUnavailable();
    }, extra);
    expect(answer).toMatchObject({ init: { status: 503 }, data: { ...extra, message: outage.formMessage } });
  });

  it("leaves any other failure a bug, and a success as it was", async () => {
    await expect(
      answerOutageBesideForm(async () => {
        throw new TypeError("a bug");
      }),
    ).rejects.toThrow("a bug");
    expect(await answerOutageBesideForm(async () => "saved")).toBe("saved");
  });
});
