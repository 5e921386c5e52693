import { hasNoNullCharacter, validationMessages } from "#shared/auth/schemas.ts";
import { z } from "#shared/zod.ts";

/** Forum limits and messages, shared by the forms and the server. */
export const forumLimits = {
  titleMin: 5,
  titleMax: 150,
  bodyMin: 10,
  bodyMax: 20_000,
  reasonMin: 5,
  reasonMax: 500,
  /** A moderator's note to a post's author (a warning's words). */
  noteMax: 1_000,
  bioMax: 500,
  pageSize: 20,
  repliesPerPage: 50,
  recentTopics: 20,
  searchMax: 200,
  /** Least time between two topics, and between two replies, of one member. */
  topicIntervalSeconds: 30,
  replyIntervalSeconds: 10,
  /** Reports and previews a member may send in a window: enough for real use, far too few to flood. */
  reportsPerWindow: 5,
  reportWindowSeconds: 60,
  previewsPerWindow: 20,
  previewWindowSeconds: 60,
  /** Posts (grouped reports) per page of the moderation queue. */
  moderationPageSize: 20,
} as const;

const l = forumLimits;
const count = (n: number) => n.toLocaleString("en-US");

export const forumMessages = {
  titleTooShort: `Title must be at least ${l.titleMin} characters`,
  titleTooLong: `Title must be at most ${l.titleMax} characters`,
  bodyTooShort: `Message must be at least ${l.bodyMin} characters`,
  bodyTooLong: `Message must be at most ${count(l.bodyMax)} characters`,
  categoryRequired: "Choose a category",
  categoryUnknown: "That category does not exist",
  reasonTooShort: `Please give a reason of at least ${l.reasonMin} characters`,
  reasonTooLong: `Reason must be at most ${l.reasonMax} characters`,
  bioTooLong: `Bio must be at most ${l.bioMax} characters`,
  noteTooLong: `Note must be at most ${count(l.noteMax)} characters`,
  warningNeedsNote: "Write the warning the author will read.",
  topicLocked: "This topic is locked and takes no new replies.",
  topicLockedEdits: "This topic is locked: its posts can no longer be edited.",
  notFound: "That post no longer exists.",
  forbidden: "You are not allowed to do that.",
  topicHasReplies:
    "Other members have replied to this topic, so only a moderator can delete it: their replies would go with it. You can still edit it.",
  topicRateLimited: (s: number) =>
    `You can start a new topic every ${l.topicIntervalSeconds} seconds. Please wait ${s} seconds.`,
  replyRateLimited: (s: number) => `You can reply every ${l.replyIntervalSeconds} seconds. Please wait ${s} seconds.`,
  reportRateLimited: (s: number) =>
    `You can send ${l.reportsPerWindow} reports every ${l.reportWindowSeconds} seconds. Please wait ${s} seconds.`,
  previewRateLimited: (s: number) =>
    `You can preview ${l.previewsPerWindow} times every ${l.previewWindowSeconds} seconds. Please wait ${s} seconds.`,
  replyDeleted: "This reply was deleted",
  postHidden: "This post was hidden by a moderator.",
  postHiddenForYou: "A moderator hid this post: only you and staff can read it.",
  postHiddenForStaff: "Hidden by a moderator: only its author and staff can read it.",
  reported: "Thank you. A moderator will review this.",
  unknownAction: "Unknown action.",
  unknownReport: "Unknown report.",
  bioSaved: "Your bio was saved.",
  notYourProfile: "You can only edit your own profile.",
} as const;

const m = forumMessages;

/** A trimmed text field that can be stored: see hasNoNullCharacter. */
const storable = () => z.string().trim().refine(hasNoNullCharacter, validationMessages.nullCharacter);

export const titleSchema = storable().min(l.titleMin, m.titleTooShort).max(l.titleMax, m.titleTooLong);
export const bodySchema = storable().min(l.bodyMin, m.bodyTooShort).max(l.bodyMax, m.bodyTooLong);

export const newTopicSchema = z.strictObject({
  title: titleSchema,
  category: storable().min(1, m.categoryRequired).max(100, m.categoryUnknown),
  body: bodySchema,
});

export const editTopicSchema = z.strictObject({ title: titleSchema, body: bodySchema });
export const replySchema = z.strictObject({ body: bodySchema });
export const reportSchema = z.strictObject({
  reason: storable().min(l.reasonMin, m.reasonTooShort).max(l.reasonMax, m.reasonTooLong),
});
/** A moderator's optional note with a report's outcome; a warning needs one (server/forum/report-actions.ts). */
export const reportNoteSchema = z.strictObject({ note: storable().max(l.noteMax, m.noteTooLong).default("") });
export const bioSchema = z.strictObject({ bio: storable().max(l.bioMax, m.bioTooLong) });

/** A positive integer id from a URL or form, or undefined. */
export function parseId(value: unknown): number | undefined {
  if (typeof value !== "string" || !/^[1-9][0-9]{0,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n <= 2_147_483_647 ? n : undefined;
}

export function parsePage(value: string | null): number {
  const n = value && /^[1-9][0-9]{0,5}$/.test(value) ? Number(value) : 1;
  return n;
}
