import { redirect } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { forumMessages } from "#shared/forum/schemas.ts";
import { failureMessage, sendKeepingText } from "./composer-action.ts";
import { composerText } from "./composer-text.ts";
import { draftPlace, readDraft, rememberPageMember, saveDraft } from "./drafts.ts";

function reply(body: string) {
  const form = new FormData();
  form.set("intent", "reply");
  form.set("body", body);
  return new Request("http://localhost/community/forum/topic/5", { method: "POST", body: form });
}

const replyForm = {
  kept: (form: FormData) => ({ intent: String(form.get("intent")), body: String(form.get("body")) }),
  draft: () => draftPlace.reply(5),
};

/** The browser's localStorage, in memory, with the page's member. */
function browser() {
  const map = new Map<string, string>();
  vi.stubGlobal("window", {
    localStorage: {
      get length() {
        return map.size;
      },
      key: (i: number) => [...map.keys()][i] ?? null,
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    },
  });
  rememberPageMember("ada");
  saveDraft("ada", draftPlace.reply(5), { body: "my reply text" });
}

afterEach(() => {
  vi.unstubAllGlobals();
  rememberPageMember(undefined);
});

describe("a forum post on its way", () => {
  it("turns a dropped connection into the form's outcome, with the text given back and the draft kept", async () => {
    browser();
    const outcome = await sendKeepingText(
      reply("my reply text"),
      () => Promise.reject(new TypeError("Failed to fetch")),
      replyForm,
    );
    // With a failing status, so the page's data is not read again (offline, that read would fail too).
    expect(outcome).toMatchObject({
      data: { ok: false, message: composerText.unreachable, values: { intent: "reply", body: "my reply text" } },
      init: { status: 503 },
    });
    expect(readDraft("ada", draftPlace.reply(5))).toEqual({ body: "my reply text" });
  });

  it("names a server failure and a vanished post; a 4xx it does not know is thrown on", () => {
    const response = (status: number) => ({ status, statusText: "", internal: false, data: null });
    expect(failureMessage(new TypeError("Failed to fetch"), true)).toBe(composerText.unreachable);
    expect(failureMessage(new TypeError("Failed to fetch"), false)).toBe(composerText.unreachableNoText);
    expect(failureMessage(new Error("Unexpected Server Error"), true)).toBe(composerText.failed);
    expect(failureMessage(response(502), true)).toBe(composerText.failed);
    expect(failureMessage(response(404), true)).toBe(forumMessages.notFound);
    expect(failureMessage(response(403), true)).toBeUndefined();
  });

  it("forgets the draft only once the post is confirmed: a redirect to it, or an ok outcome", async () => {
    browser();
    await expect(
      sendKeepingText(reply("my reply text"), () => Promise.reject(redirect("/auth")), replyForm),
    ).rejects.toBeInstanceOf(Response);
    expect(readDraft("ada", draftPlace.reply(5))).toBeDefined();

    const refused = { ok: false, message: "You can reply every 10 seconds. Please wait 4 seconds." };
    expect(await sendKeepingText(reply("my reply text"), () => Promise.resolve(refused), replyForm)).toBe(refused);
    expect(readDraft("ada", draftPlace.reply(5))).toBeDefined();

    await expect(
      sendKeepingText(
        reply("my reply text"),
        () => Promise.reject(redirect("/community/forum/topic/5#reply-9")),
        replyForm,
      ),
    ).rejects.toBeInstanceOf(Response);
    expect(readDraft("ada", draftPlace.reply(5))).toBeUndefined();
  });
});
