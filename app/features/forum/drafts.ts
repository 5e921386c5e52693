/**
 * Drafts of what a member is writing in the forum, kept in this browser's localStorage so that a session that
 * ends mid-sentence (signed out in another tab, the idle sign-out), a closed tab or a lost connection never costs
 * them their text. One draft per member and place (the reply box of one topic, the new-topic form, the edit form
 * of one post): the member's username is part of the key, so on a shared classroom computer one student's
 * drafts are never offered to another. A draft is forgotten once its post is confirmed saved, when the member
 * empties the form or discards it, and after `draftLifetimeMs` unused.
 *
 * Every function takes the storage it works on (the browser's by default) and never throws: a browser that
 * refuses storage (private mode, a full quota) just keeps no draft.
 */

const prefix = "genehive:draft:v1:";

/** A draft not touched for this long is dropped the next time a composer opens. */
export const draftLifetimeMs = 30 * 24 * 60 * 60 * 1000;

/** The fields of a form kept in a draft, by name (title, category, body). */
export type DraftFields = Record<string, string>;

interface StoredDraft {
  savedAt: number;
  fields: DraftFields;
}

/** Where a draft belongs. */
export const draftPlace = {
  newTopic: "new-topic",
  reply: (topicId: number) => `reply:${topicId}`,
  editTopic: (topicId: number) => `edit-topic:${topicId}`,
  editReply: (replyId: number) => `edit-reply:${replyId}`,
} as const;

/** The part of the storage that StoredDraft uses (window.localStorage, or a stand-in in tests). */
export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem" | "key" | "length">;

function browserStorage(): DraftStorage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

const memberPrefix = (member: string) => `${prefix}${encodeURIComponent(member)}:`;

export function draftKey(member: string, place: string): string {
  return `${memberPrefix(member)}${place}`;
}

function parse(raw: string | null): StoredDraft | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<StoredDraft> | null;
    if (!value || typeof value.savedAt !== "number" || !value.fields || typeof value.fields !== "object") return;
    const fields = Object.fromEntries(
      Object.entries(value.fields).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
    return { savedAt: value.savedAt, fields };
  } catch {
    return undefined;
  }
}

/** Keeps `fields` as the member's draft for `place`; false when the browser would not store it. */
export function saveDraft(
  member: string,
  place: string,
  fields: DraftFields,
  { now = Date.now(), storage = browserStorage() }: { now?: number; storage?: DraftStorage } = {},
): boolean {
  if (!storage) return false;
  try {
    storage.setItem(draftKey(member, place), JSON.stringify({ savedAt: now, fields } satisfies StoredDraft));
    return true;
  } catch {
    return false;
  }
}

/** The member's draft for `place`, unless there is none or it is past its lifetime (then it is dropped). */
export function readDraft(
  member: string,
  place: string,
  { now = Date.now(), storage = browserStorage() }: { now?: number; storage?: DraftStorage } = {},
): DraftFields | undefined {
  if (!storage) return undefined;
  const key = draftKey(member, place);
  try {
    const draft = parse(storage.getItem(key));
    if (draft && now - draft.savedAt <= draftLifetimeMs) return draft.fields;
    if (draft) storage.removeItem(key);
  } catch {}
  return undefined;
}

export function forgetDraft(member: string, place: string, { storage = browserStorage() } = {}): void {
  try {
    storage?.removeItem(draftKey(member, place));
  } catch {}
}

function keysWhere(storage: DraftStorage, keep: (key: string) => boolean): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null && keep(key)) keys.push(key);
  }
  return keys;
}

/**
 * Forgets every draft of one member: for an explicit sign-out on a shared computer. Not for the idle sign-out or
 * a session that ended elsewhere: those are exactly when a draft must outlive the session.
 */
export function forgetDraftsOf(member: string, { storage = browserStorage() } = {}): void {
  if (!storage) return;
  try {
    for (const key of keysWhere(storage, (k) => k.startsWith(memberPrefix(member)))) storage.removeItem(key);
  } catch {}
}

let prunedThisPage = false;

/**
 * Drops every member's drafts past their lifetime (unreadable ones too), without reading anyone's text aloud.
 * `once`: at most once per page load (a topic page has an edit form under each of the member's own posts).
 */
export function pruneDrafts({
  now = Date.now(),
  storage = browserStorage(),
  once = false,
}: {
  now?: number;
  storage?: DraftStorage;
  once?: boolean;
} = {}) {
  if (!storage || (once && prunedThisPage)) return;
  if (once) prunedThisPage = true;
  try {
    for (const key of keysWhere(storage, (k) => k.startsWith(prefix))) {
      const draft = parse(storage.getItem(key));
      if (!draft || now - draft.savedAt > draftLifetimeMs) storage.removeItem(key);
    }
  } catch {}
}

/**
 * The member signed in on this page, as the members' layout told the composers (useDraft): the route's
 * clientAction, which has no hooks, reads it to forget a draft once its post is confirmed saved.
 */
let pageMember: string | undefined;

export function rememberPageMember(member: string | undefined): void {
  pageMember = member;
}

export function forgetPostedDraft(place: string | undefined): void {
  if (place && pageMember) forgetDraft(pageMember, place);
}
