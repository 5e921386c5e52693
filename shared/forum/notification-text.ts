/**
 * How a notification reads, on the notifications page and in e-mail: who did what, followed by the topic's
 * title. One wording for both, so a mail says what the page says.
 */
export type NotificationKind = "reply" | "watched-reply" | "mention" | "quote" | "moderation" | "educator";

const moderation: Record<string, string> = {
  locked: "A moderator locked your topic",
  unlocked: "A moderator unlocked your topic",
  "topic-deleted": "A moderator deleted your topic",
  "reply-deleted": "A moderator deleted your reply in",
  "report-resolved": "A moderator handled your report about",
  hidden: "A moderator hid your post in",
  unhidden: "A moderator made your post visible to everyone again in",
  warned: "A moderator warned you about your post in",
};

/** A staff decision on the member's educator access (issue 30); the notice's title is "Educator access". */
const educator: Record<string, string> = {
  approved: "Staff approved your request for",
  declined: "Staff declined your request for",
  revoked: "Staff withdrew your",
};

export const SOMEONE = "A member";

export function notificationText(kind: NotificationKind, detail: string | null, actor: string | null): string {
  const who = actor ?? SOMEONE;
  switch (kind) {
    case "reply":
      return `${who} replied to your topic`;
    case "watched-reply":
      return `${who} replied in a topic you watch`;
    case "mention":
      return `${who} mentioned you in`;
    case "quote":
      return `${who} quoted your post in`;
    case "moderation":
      return moderation[detail ?? ""] ?? "A moderator acted on your post in";
    case "educator":
      return educator[detail ?? ""] ?? "Staff decided on your";
  }
}

/**
 * After the topic's title: the replies a notice of replies stands for beyond its own, written while it was unread
 * (a member gets one such notice per topic until they read it); nothing for a notice of one post.
 */
export function moreRepliesText(replies: number): string {
  const more = replies - 1;
  return more < 1 ? "" : `(and ${more} more ${more === 1 ? "reply" : "replies"})`;
}
