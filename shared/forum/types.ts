/**
 * What the forum pages read: the shapes server/forum returns (its queries and page builders are typed
 * against these) and app/features/forum renders.
 */
export type MemberRole = "member" | "moderator" | "admin";

/** One page of a longer list, and where it stands in it. */
export interface PageInfo {
  page: number;
  total: number;
  pageSize: number;
}

export interface PageOf<T> extends PageInfo {
  items: T[];
}

export interface AuthorView {
  username: string;
  fullName: string;
}

export interface TopicSummary {
  id: number;
  title: string;
  isPinned: boolean;
  isLocked: boolean;
  createdAt: string;
  lastActivityAt: string;
  viewCount: number;
  replyCount: number;
  author: AuthorView;
  category: { name: string; slug: string };
  /** For the member viewing a listing: whether the topic is new to them, and how many replies they have not read. */
  unread?: { isNew: boolean; newReplies: number };
}

export interface CategoryView {
  name: string;
  slug: string;
  description: string;
}

export interface CategorySummary extends CategoryView {
  id: number;
  topicCount: number;
  lastActivityAt: string | null;
}

export interface TopicDetail extends TopicSummary {
  body: string;
  /** The body as stored when written, rendered and sanitised; null for posts from before that. */
  bodyHtml: string | null;
  editedAt: string | null;
  authorId: string;
}

export interface ReplyView {
  id: number;
  authorId: string;
  author: AuthorView;
  body: string | null;
  bodyHtml: string | null;
  createdAt: string;
  editedAt: string | null;
  deleted: boolean;
}

export interface SearchHit {
  kind: "topic" | "reply";
  topicId: number;
  replyId: number | null;
  title: string;
  /** The snippet as text segments, the matched words marked; rendered as text, never as HTML. */
  snippet: Array<{ text: string; match: boolean }>;
  createdAt: string;
}

export interface MemberSummary {
  username: string;
  fullName: string;
  joinedAt: string;
  role: MemberRole;
  topicCount: number;
  replyCount: number;
}

export interface MemberProfile {
  username: string;
  fullName: string;
  bio: string;
  joinedAt: string;
  role: MemberRole;
  topics: TopicSummary[];
  /** Their latest replies (not deleted), newest first, each with the start of its text. */
  replies: Array<{ topicId: number; replyId: number; topicTitle: string; excerpt: string; createdAt: string }>;
}

/** A reported post in the moderation queue: its open reports together, the latest few reasons shown. */
export interface ReportedPost {
  /** One of its open reports: resolving it resolves them all. */
  reportId: number;
  topicId: number;
  replyId: number | null;
  topicTitle: string;
  excerpt: string;
  /** How many open reports the post has. */
  count: number;
  firstReportedAt: string;
  reports: Array<{ reason: string; reporter: string; createdAt: string }>;
}

/** What the viewer may do with a post. */
export interface PostPermissions {
  canEdit: boolean;
  canDelete: boolean;
}

/** A topic as its page shows it: its Markdown (for the edit form) and the HTML rendered from it. */
export interface TopicPost extends Omit<TopicDetail, "authorId" | "bodyHtml">, PostPermissions {
  html: string;
  likes: LikeView;
}

/** A reply as the topic page shows it; a deleted one has neither text nor HTML. */
export interface ReplyPost extends Omit<ReplyView, "authorId" | "bodyHtml">, PostPermissions {
  html: string | null;
  likes: LikeView;
}

/** Everything the topic page renders. */
export interface TopicPage {
  topic: TopicPost;
  replies: ReplyPost[];
  replyPages: PageInfo;
  canModerate: boolean;
  /** Whether the viewer hears of new replies (the Watch / Stop watching control). */
  watching: boolean;
  /** The first reply the viewer had not read when they opened the page (they opened the topic before), and its page. */
  firstUnread: { replyId: number; page: number } | null;
}

/** A post's Likes: how many, the first names (for "liked by"), and whether the viewer is one of them. */
export interface LikeView {
  count: number;
  names: string[];
  mine: boolean;
  /** The viewer wrote the post: its Likes are shown, not offered. */
  own?: boolean;
}

/** What a forum form's action answers when it does not redirect: a message, a preview, or a refusal. */
export type ForumActionData =
  | { ok: true; message?: string; html?: string }
  | {
      ok: false;
      error: string;
      /** What the member wrote, given back with a refusal: a page drawn again without JavaScript keeps it. */
      kept?: Record<string, string>;
    };
