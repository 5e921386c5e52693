import { type SQL, sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

// ── Accounts (tables and fields as better-auth expects them) ────────────────────────────

export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    /** The member's full name. */
    name: text("name").notNull(),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Normalised (lower-case) by the username plugin, so uniqueness ignores case. */
    username: text("username"),
    displayUsername: text("display_username"),
    role: text("role", { enum: ["member", "educator", "moderator", "admin"] })
      .notNull()
      .default("member"),
    bio: text("bio").notNull().default(""),
  },
  (t) => [uniqueIndex("user_email_key").on(t.email), uniqueIndex("user_username_key").on(t.username)],
);

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [uniqueIndex("session_token_key").on(t.token), index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/** better-auth's per-IP request counters, in the database so they hold across processes. */
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/** Our own fixed-window counters (posting, assistant): one atomic upsert per request. */
export const throttle = pgTable("throttle", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/** Failed password sign-ins per e-mail address (whether or not an account exists). */
export const signInFailure = pgTable("sign_in_failure", {
  email: text("email").primaryKey(),
  failures: integer("failures").notNull().default(0),
  firstFailureAt: timestamp("first_failure_at", { withTimezone: true }).notNull().default(sql`now()`),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

// ── Forum ───────────────────────────────────────────────────────────────────────────────

export const forumCategories = pgTable(
  "forum_categories",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    description: text("description").notNull(),
    orderPosition: integer("order_position").notNull(),
  },
  (t) => [uniqueIndex("forum_categories_slug_key").on(t.slug)],
);

export const forumTopics = pgTable(
  "forum_topics",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => forumCategories.id, { onDelete: "restrict" }),
    authorId: text("author_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** The body rendered and sanitised when written (null: not yet, for rows from before; rendered on read). */
    bodyHtml: text("body_html"),
    isPinned: boolean("is_pinned").notNull().default(false),
    isLocked: boolean("is_locked").notNull().default(false),
    viewCount: integer("view_count").notNull().default(0),
    /** Replies that are not deleted; kept in the same transaction as every reply write. */
    replyCount: integer("reply_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    /** Hidden by a moderator from a report: its text shows only to its author and staff. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    search: tsvector("search").generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', ${forumTopics.title}), 'A') || to_tsvector('english', ${forumTopics.body})`,
    ),
  },
  (t) => [
    // NULLS FIRST, as a plain `ORDER BY … DESC` means: an index in any other null order cannot
    // serve the listings, and PostgreSQL then sorts every topic for each page of 20.
    index("forum_topics_recent_idx").on(t.isPinned.desc().nullsFirst(), t.createdAt.desc().nullsFirst()),
    index("forum_topics_category_idx").on(
      t.categoryId,
      t.isPinned.desc().nullsFirst(),
      t.lastActivityAt.desc().nullsFirst(),
    ),
    index("forum_topics_author_idx").on(t.authorId, t.createdAt.desc().nullsFirst()),
    index("forum_topics_search_idx").using("gin", t.search),
    check("forum_topics_counts_check", sql`${t.viewCount} >= 0 and ${t.replyCount} >= 0`),
  ],
);

export const forumReplies = pgTable(
  "forum_replies",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    topicId: integer("topic_id")
      .notNull()
      .references(() => forumTopics.id, { onDelete: "cascade" }),
    authorId: text("author_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    /** The body rendered and sanitised when written (null: not yet, for rows from before; rendered on read). */
    bodyHtml: text("body_html"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    /** A deleted reply keeps its place in the thread ('This reply was deleted'). */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** Hidden by a moderator from a report: its text shows only to its author and staff. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    search: tsvector("search").generatedAlwaysAs((): SQL => sql`to_tsvector('english', ${forumReplies.body})`),
  },
  (t) => [
    index("forum_replies_topic_idx").on(t.topicId, t.createdAt),
    index("forum_replies_author_idx").on(t.authorId),
    index("forum_replies_search_idx").using("gin", t.search),
  ],
);

/** When a member last counted as a viewer of a topic (a view counts once per member per hour). */
export const forumTopicViews = pgTable(
  "forum_topic_views",
  {
    topicId: integer("topic_id")
      .notNull()
      .references(() => forumTopics.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.topicId, t.userId] })],
);

/**
 * Whether a member follows a topic's new replies. Starting or replying to a topic watches it (a row is
 * added unless one exists); "Stop watching" keeps a row with watching false, so replying again does not
 * undo the choice.
 */
export const forumTopicWatches = pgTable(
  "forum_topic_watches",
  {
    topicId: integer("topic_id")
      .notNull()
      .references(() => forumTopics.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    watching: boolean("watching").notNull(),
  },
  (t) => [primaryKey({ columns: [t.topicId, t.userId] }), index("forum_topic_watches_user_idx").on(t.userId)],
);

/** How far a member has read a topic: the newest reply id they have had on screen (0: only the topic). */
export const forumTopicReads = pgTable(
  "forum_topic_reads",
  {
    topicId: integer("topic_id")
      .notNull()
      .references(() => forumTopics.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    lastReplyId: integer("last_reply_id").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.topicId] })],
);

/** A member's Like of a topic's post (reply null) or of a reply: one per member per post. */
export const forumLikes = pgTable(
  "forum_likes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    topicId: integer("topic_id")
      .notNull()
      .references(() => forumTopics.id, { onDelete: "cascade" }),
    replyId: integer("reply_id").references(() => forumReplies.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("forum_likes_one_key").on(t.userId, t.topicId, sql`coalesce(${t.replyId}, 0)`),
    index("forum_likes_topic_idx").on(t.topicId),
  ],
);

/**
 * Something that happened to a member's posts or topics: a reply, a mention, a quote, a moderator's
 * action. The topic's title is kept, so a notice about a deleted topic still says which one.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").notNull().$type<"reply" | "watched-reply" | "mention" | "quote" | "moderation" | "educator">(),
    /** For a moderator's action: locked, unlocked, topic-deleted, reply-deleted, hidden, warned or report-resolved. */
    detail: text("detail"),
    /** What the moderator wrote to the member (a warning's words), shown with the notice and in its mail. */
    note: text("note"),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    topicId: integer("topic_id").references(() => forumTopics.id, { onDelete: "set null" }),
    replyId: integer("reply_id").references(() => forumReplies.id, { onDelete: "set null" }),
    topicTitle: text("topic_title").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
    /** The e-mail that listed it, once one did (null: not mailed yet, or never will be). */
    mailBatchId: integer("mail_batch_id").references(() => mailBatches.id, { onDelete: "set null" }),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    index("notifications_unread_idx").on(t.userId).where(sql`${t.readAt} is null`),
    index("notifications_unmailed_idx").on(t.userId).where(sql`${t.readAt} is null and ${t.mailBatchId} is null`),
  ],
);

/** How a member wants to hear of notifications by e-mail; no row means the default (immediately). */
export const notificationSettings = pgTable(
  "notification_settings",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    email: text("email").notNull().default("immediately").$type<"immediately" | "daily" | "never">(),
    lastMailedAt: timestamp("last_mailed_at", { withTimezone: true }),
  },
  (t) => [check("notification_settings_email_check", sql`${t.email} in ('immediately', 'daily', 'never')`)],
);

/**
 * One notification e-mail as composed: the notices it listed point at it (notifications.mail_batch_id), so
 * none is listed twice. The message itself goes to the outbox (mail_outbox) in the same transaction.
 */
export const mailBatches = pgTable("mail_batches", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  userId: text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every e-mail the site sends, written here first (inside or after the request) and sent by the background
 * worker (server/mail-outbox.ts): a process claims a row before sending it (FOR UPDATE SKIP LOCKED, with an
 * expiry), so several processes send each mail once and a restart loses nothing; a failure is retried with
 * backoff. The content is cleared once the row is done: it may hold a secret link.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** What the mail is for (MailKind): its per-recipient cap, and its Message-ID and outbox file name. */
    kind: text("kind").notNull(),
    /** The address, in lower case: the per-recipient caps count by it. */
    recipient: text("recipient").notNull(),
    /** The member a notification mail is for (its unsubscribe link); a deleted member's mail goes with them. */
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    /** Null until the worker composes it (a password reset: the link is made off the request). */
    subject: text("subject"),
    text: text("text"),
    html: text("html"),
    replyTo: text("reply_to"),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    doneAt: timestamp("done_at", { withTimezone: true }),
    /** How it ended: sent, capped (per-recipient cap), no-account (a reset for an unknown address), failed. */
    outcome: text("outcome"),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.doneAt} is null`),
    index("mail_outbox_done_idx").on(t.doneAt).where(sql`${t.doneAt} is not null`),
  ],
);

export const forumReports = pgTable(
  "forum_reports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    topicId: integer("topic_id")
      .notNull()
      .references(() => forumTopics.id, { onDelete: "cascade" }),
    replyId: integer("reply_id").references(() => forumReplies.id, { onDelete: "cascade" }),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: text("resolved_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    index("forum_reports_open_idx").on(t.resolvedAt, t.createdAt),
    // One open report per member per post: a repeat adds nothing for moderators to read.
    uniqueIndex("forum_reports_one_open_key")
      .on(t.reporterId, t.topicId, sql`coalesce(${t.replyId}, 0)`)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

// ── Contact and account administration ─────────────────────────────────────────────────

/** Messages sent through /contact; staff read them in /community/moderation/messages. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** Who the sender says they are: parent, student, teacher, school, partner, funder or other. */
    senderType: text("sender_type").notNull(),
    /** The program of interest (an id from the programs content), if the sender chose one. */
    program: text("program"),
    message: text("message").notNull(),
    /** The language the sender wrote from (en, es): their confirmation was in it, and staff can answer in it. */
    language: text("language").notNull().default("en"),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    handledBy: text("handled_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    index("contact_messages_recent_idx").on(t.createdAt.desc().nullsFirst()),
    index("contact_messages_type_idx").on(t.senderType, t.createdAt.desc().nullsFirst()),
  ],
);

/**
 * What admins did to members' accounts. It names the member only by a reference that the database
 * clears when the account is deleted, and records which fields changed, never their values.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    targetId: text("target_id").references(() => user.id, { onDelete: "set null" }),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index("audit_log_recent_idx").on(t.createdAt.desc().nullsFirst())],
);

// ── Programs staff keep current, and the enrolments families make ──────────────────────

/**
 * What staff set of a program's facts (who it is for, format, where, when, cost, fee help, how to join), per
 * language. A fact not in `facts` reads as the content's text, or "To be announced" (app/content/public/programs.ts).
 */
export const programFacts = pgTable(
  "program_facts",
  {
    programId: text("program_id").notNull(),
    language: text("language").notNull(),
    facts: jsonb("facts").$type<Record<string, string>>().notNull().default({}),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.programId, t.language] })],
);

/** One session of a program (a term's club, a week's camp); families enrol a child in an open one. */
export const programSessions = pgTable(
  "program_sessions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    programId: text("program_id").notNull(),
    /** draft (staff only), open, full (new families go on the waitlist), closed. */
    status: text("status").notNull().default("draft").$type<"draft" | "open" | "full" | "closed">(),
    capacity: integer("capacity").notNull(),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    /** The address where it meets (the same in every language). */
    place: text("place").notNull().default(""),
    /** en or es: the language the session is taught in. */
    instructionLanguage: text("instruction_language").notNull().default("en"),
    /** Per language: title, weekday and times, grades or ages, cost, fee help (shared/programs/session.ts). */
    details: jsonb("details").$type<Record<string, Record<string, string>>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("program_sessions_status_check", sql`${t.status} in ('draft', 'open', 'full', 'closed')`),
    check("program_sessions_capacity_check", sql`${t.capacity} >= 0`),
    index("program_sessions_program_idx").on(t.programId, t.startsOn),
  ],
);

/**
 * A child enrolled (or waiting) in a session: as little about the child as the session needs. Deleted by the
 * server ENROLMENT_RETENTION_DAYS after the session ends, or at once when the guardian deletes it.
 */
export const enrolments = pgTable(
  "enrolments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer("session_id")
      .notNull()
      .references(() => programSessions.id, { onDelete: "cascade" }),
    /** confirmed, waitlist, offered (a freed place waits for this family until offer_expires_at), cancelled. */
    status: text("status").notNull().$type<"confirmed" | "waitlist" | "offered" | "cancelled">(),
    guardianName: text("guardian_name").notNull(),
    guardianEmail: text("guardian_email").notNull(),
    guardianPhone: text("guardian_phone").notNull().default(""),
    childFirstName: text("child_first_name").notNull(),
    childGrade: text("child_grade").notNull(),
    school: text("school").notNull().default(""),
    language: text("language").notNull().default("en"),
    notes: text("notes").notNull().default(""),
    photoConsent: boolean("photo_consent").notNull().default(false),
    /** SHA-256 of the private link's secret: the link itself is only in the family's e-mail. */
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    offerExpiresAt: timestamp("offer_expires_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** When the family last changed its details through the private link (staff see it on the roster). */
    detailsChangedAt: timestamp("details_changed_at", { withTimezone: true }),
  },
  (t) => [
    check("enrolments_status_check", sql`${t.status} in ('confirmed', 'waitlist', 'offered', 'cancelled')`),
    uniqueIndex("enrolments_token_key").on(t.tokenHash),
    index("enrolments_session_idx").on(t.sessionId, t.status, t.id),
  ],
);

/** Every staff action on programs, sessions and rosters: who did what, when (never a family's details). */
export const programActions = pgTable(
  "program_actions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    sessionId: integer("session_id"),
    programId: text("program_id"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index("program_actions_recent_idx").on(t.createdAt.desc().nullsFirst())],
);

// ── Educator access ─────────────────────────────────────────────────────────────────────

/**
 * A member's request for educator access (issue 30): what they told us about their teaching, and where it stands.
 * One row per member, updated when they ask again; removed with the account.
 */
export const educatorRequests = pgTable(
  "educator_requests",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    organisation: text("organisation").notNull(),
    position: text("position").notNull(),
    subjects: text("subjects").notNull(),
    schoolEmail: text("school_email"),
    status: text("status").notNull().$type<"pending" | "approved" | "declined" | "revoked">(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("educator_requests_status_idx").on(t.status, t.updatedAt)],
);

/** Every decision on a member's educator access: who (null: the listed e-mail domain, or a deleted staff member), when, why. */
export const educatorDecisions = pgTable(
  "educator_decisions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    decision: text("decision").notNull().$type<"approved" | "declined" | "revoked">(),
    byId: text("by_id").references(() => user.id, { onDelete: "set null" }),
    byDomain: boolean("by_domain").notNull().default(false),
    reason: text("reason").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("educator_decisions_user_idx").on(t.userId, t.createdAt)],
);
