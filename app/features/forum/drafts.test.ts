import { describe, expect, it } from "vitest";
import {
  type DraftStorage,
  draftKey,
  draftLifetimeMs,
  draftPlace,
  forgetDraft,
  forgetDraftsOf,
  pruneDrafts,
  readDraft,
  saveDraft,
} from "./drafts.ts";

/** A Storage of the browser's shape, in memory. */
function memoryStorage(): DraftStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

describe("forum drafts", () => {
  it("keeps a draft per member and place, and gives it back only to that member", () => {
    const storage = memoryStorage();
    saveDraft("ada", draftPlace.reply(7), { body: "half a thought" }, { storage, now: 1 });
    expect(readDraft("ada", draftPlace.reply(7), { storage, now: 2 })).toEqual({ body: "half a thought" });
    // Another student at the same computer, or another topic: nothing.
    expect(readDraft("grace", draftPlace.reply(7), { storage, now: 2 })).toBeUndefined();
    expect(readDraft("ada", draftPlace.reply(8), { storage, now: 2 })).toBeUndefined();
    expect(draftKey("ada", "new-topic")).not.toBe(draftKey("ada:new", "topic"));
  });

  it("forgets a draft, a member's drafts, and drafts past their lifetime", () => {
    const storage = memoryStorage();
    saveDraft("ada", draftPlace.newTopic, { title: "T", category: "c", body: "b" }, { storage, now: 0 });
    saveDraft("ada", draftPlace.editReply(3), { body: "edit" }, { storage, now: 0 });
    saveDraft("grace", draftPlace.newTopic, { body: "hers" }, { storage, now: draftLifetimeMs });
    storage.setItem("theme", "dark");

    forgetDraft("ada", draftPlace.editReply(3), { storage });
    expect(readDraft("ada", draftPlace.editReply(3), { storage, now: 1 })).toBeUndefined();

    // Expired for ada (saved at 0), not for grace.
    pruneDrafts({ storage, now: draftLifetimeMs + 1 });
    expect(readDraft("ada", draftPlace.newTopic, { storage, now: 1 })).toBeUndefined();
    expect(readDraft("grace", draftPlace.newTopic, { storage, now: draftLifetimeMs + 1 })).toEqual({ body: "hers" });

    forgetDraftsOf("grace", { storage });
    expect([...storage.map.keys()]).toEqual(["theme"]);
  });

  it("reads an expired or broken draft as none, and never throws when storage refuses", () => {
    const storage = memoryStorage();
    saveDraft("ada", "x", { body: "old" }, { storage, now: 0 });
    expect(readDraft("ada", "x", { storage, now: draftLifetimeMs + 1 })).toBeUndefined();
    expect(storage.map.size).toBe(0);
    storage.setItem(draftKey("ada", "y"), "{not json");
    expect(readDraft("ada", "y", { storage })).toBeUndefined();
    const full: DraftStorage = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    };
    expect(saveDraft("ada", "x", { body: "text" }, { storage: full })).toBe(false);
  });
});
