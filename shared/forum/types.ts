/** What the forum pages read: the shapes server/forum queries return and app/features/forum renders. */
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
}

export interface CategorySummary {
  id: number;
  name: string;
  slug: string;
  description: string;
  topicCount: number;
  lastActivityAt: string | null;
}

export interface TopicDetail extends TopicSummary {
  body: string;
  editedAt: string | null;
  authorId: string;
}

export interface ReplyView {
  id: number;
  authorId: string;
  author: AuthorView;
  body: string | null;
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
  role: string;
  topicCount: number;
  replyCount: number;
}

export interface OpenReport {
  id: number;
  topicId: number;
  replyId: number | null;
  topicTitle: string;
  excerpt: string;
  reason: string;
  reporter: string;
  createdAt: string;
}
