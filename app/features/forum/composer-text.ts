// The words of the forum's composers (the reply box, the new-topic form, the edit forms) about what happens to
// a member's text: its draft kept in this browser, a post that could not be sent, a message over the limit.
// Kept apart from the components so a second language can replace them; the server's limit messages are in
// shared/forum/schemas.ts.
import { forumLimits } from "#shared/forum/schemas.ts";

const count = (n: number) => n.toLocaleString("en-US");

export const composerText = {
  draftSaved: "Draft saved",
  draftRestored: "Draft restored",
  /** The connection dropped (or never was) while a post was on its way: nothing reached GeneHive. */
  unreachable: "We could not reach GeneHive. Your text is kept here; check your connection and post again.",
  /** The same for a form without text of its own (a button: delete, pin, lock). */
  unreachableNoText: "We could not reach GeneHive. Check your connection and try again.",
  /** GeneHive answered with a failure of its own (a 5xx): the post was not saved. */
  failed: "GeneHive could not save this just now. Your text is kept here; please post again in a minute.",
  failedNoText: "GeneHive could not do this just now. Please try again in a minute.",
  /** The characters counted as the server counts them (surrounding spaces aside), against the limit. */
  characters: (n: number, max: number) => `${count(n)} / ${count(max)} characters.`,
  /** Said beside the count once a message is over the limit: the text is all kept, the post will not go. */
  overBy: (n: number) => `${count(n)} too many: shorten it to post.`,
  /** Said once (a polite announcement) when a message goes over the limit, not at every key. */
  overLimit: (max: number) => `Your text is longer than ${count(max)} characters.`,
  bodyMax: forumLimits.bodyMax,
} as const;
