import type { TopicPost } from "#shared/forum/types.ts";
import { AuthorName, CategoryLink, TopicBadges, TopicCounts } from "./components.tsx";
import { LocalTime } from "./local-time.tsx";
import { forumText } from "./text.ts";

const t = forumText.topic;

/** A topic's badges, title, author, category, date and counts, above its text. */
export function TopicHeader({ topic }: { topic: TopicPost }) {
  return (
    <header>
      <p className="flex flex-wrap gap-2">
        <TopicBadges topic={topic} />
      </p>
      <h1 className="mt-2 wrap-anywhere font-bold text-3xl tracking-tight">{topic.title}</h1>
      <p className="mt-2 text-slate-700 text-sm dark:text-slate-300">
        {t.by} <AuthorName author={topic.author} /> {t.in} <CategoryLink category={topic.category} /> ·{" "}
        <LocalTime iso={topic.createdAt} />
        {topic.editedAt && <span> · {t.edited}</span>}
      </p>
      <TopicCounts topic={topic} className="mt-1" />
    </header>
  );
}
