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
  "unhide",
  "report",
  "like",
  "watch",
  "unwatch",
] as const;
export type TopicIntent = (typeof topicIntents)[number];

/** The topic intents only a moderator may carry out; anyone else is refused. */
export const moderatorTopicIntents = [
  "pin",
  "unpin",
  "lock",
  "unlock",
  "unhide",
] as const satisfies readonly TopicIntent[];

/**
 * What a moderator does with a reported post from the report queue (/community/moderation), as Discourse's flag
 * review offers: hide it (only its author and staff still see its text), delete it, warn its author with a note,
 * or dismiss the reports and leave the post as it is. Each resolves every open report of the post.
 */
export const reportIntents = ["hide-post", "delete-post", "warn-author", "dismiss"] as const;
export type ReportIntent = (typeof reportIntents)[number];

export function reportIntentOf(value: unknown): ReportIntent | undefined {
  return reportIntents.find((intent) => intent === value);
}

/** The new-topic form's intents besides posting the topic, which sends none. */
export const newTopicIntents = ["preview"] as const;
export type NewTopicIntent = (typeof newTopicIntents)[number];

/** The topic intent a posted value names, or undefined for anything else (missing, a file, an unknown word). */
export function topicIntentOf(value: unknown): TopicIntent | undefined {
  return topicIntents.find((intent) => intent === value);
}
