/**
 * What a form posted to a forum page asks for: the value of its hidden `intent` field. One list per page, shared by
 * the forms that send an intent (app/features/forum), the actions that read it (server/forum/topic-actions.ts, the
 * new-topic route) and the fuzz test, which sends every one of them: a new intent is added here, and the compiler
 * then names each place that has to handle it.
 */

/** The intents a topic page's forms post to its action. */
export const topicIntents = [
  "reply",
  "edit-topic",
  "delete-topic",
  "edit-reply",
  "delete-reply",
  "pin",
  "unpin",
  "lock",
  "unlock",
  "report",
  "like",
  "watch",
  "unwatch",
] as const;
export type TopicIntent = (typeof topicIntents)[number];

/** The topic intents only a moderator may carry out; anyone else is refused. */
export const moderatorTopicIntents = ["pin", "unpin", "lock", "unlock"] as const satisfies readonly TopicIntent[];

/** The new-topic form's intents besides posting the topic, which sends none. */
export const newTopicIntents = ["preview"] as const;
export type NewTopicIntent = (typeof newTopicIntents)[number];

/** The topic intent a posted value names, or undefined for anything else (missing, a file, an unknown word). */
export function topicIntentOf(value: unknown): TopicIntent | undefined {
  return topicIntents.find((intent) => intent === value);
}
