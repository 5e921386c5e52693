/** The words of the staff inbox of contact messages. */
export const inboxText = {
  title: "Contact Messages",
  breadcrumbLabel: "Breadcrumb",
  moderation: "Moderation",
  breadcrumb: "Messages",
  pages: "Pages",
  filters: "Filter messages",
  type: "From",
  anyType: "Anyone",
  status: "Show",
  statuses: { open: "Open", handled: "Handled", all: "All" },
  apply: "Apply",
  empty: "No messages here.",
  program: "Program",
  language: "Written in",
  received: "Received",
  handledBy: (name: string | null) => `Handled${name ? ` by ${name}` : ""}`,
  markHandled: "Mark Handled",
  reopen: "Reopen",
  delete: "Delete…",
  deleteConfirm: "Delete this message for good?",
  deleteButton: "Delete Message",
  newer: "Newer messages",
  older: "Older messages",
  count: (total: number) => `${total} ${total === 1 ? "message" : "messages"}`,
  reply: "Reply",
  replyTo: (name: string) => `Reply to ${name}`,
  /** What the inbox says after an action brought the staff member back to it. */
  done: {
    handled: "Message marked handled. It is listed under Handled.",
    reopen: "Message reopened. It is listed under Open again.",
    deleted: "Message deleted.",
  },
} as const;

/** The query parameter that tells the inbox which action just finished. */
export const inboxDoneParam = "done";

export type InboxOutcome = keyof typeof inboxText.done;

/** The finished action a query names, if it is one the inbox knows. */
export function inboxOutcome(value: string | null): InboxOutcome | null {
  return value !== null && Object.hasOwn(inboxText.done, value) ? (value as InboxOutcome) : null;
}
