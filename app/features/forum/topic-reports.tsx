import { Flag } from "lucide-react";
import { Link } from "react-router";
import { forumPaths } from "#shared/forum/paths.ts";
import type { TopicReport } from "#shared/forum/types.ts";
import { forumText } from "./text.ts";

const t = forumText.moderation;

/** Staff only (the loader gives everyone else none): the topic's open reports, each post's reasons, and the queue. */
export function TopicReports({ reports, topicId }: { reports: TopicReport[]; topicId: number }) {
  const total = reports.reduce((n, r) => n + r.count, 0);
  return (
    <aside
      aria-labelledby="topic-reports"
      // Not a card: staff must not take it for part of the topic.
      className="mb-6 rounded-2xl border border-amber-400 bg-amber-50 px-5 py-4 text-amber-950 dark:border-amber-600 dark:bg-amber-950/40 dark:text-amber-50"
    >
      <h2 id="topic-reports" className="flex items-center gap-2 font-semibold">
        <Flag aria-hidden="true" className="size-4" />
        {t.topicReports(total)}
      </h2>
      <ul className="mt-2 space-y-1 text-sm">
        {reports.map((r) => (
          <li key={r.replyId ?? 0} className="wrap-anywhere">
            {r.replyId === null ? (
              t.onTopic
            ) : (
              <Link to={forumPaths.post(topicId, r.replyId)} className="underline">
                {t.onReply(r.author ?? "")}
              </Link>
            )}{" "}
            {r.reasons.map((reason) => `“${reason}”`).join(", ")}
          </li>
        ))}
      </ul>
      <Link to={forumPaths.moderation} className="mt-2 inline-block font-medium text-sm underline underline-offset-4">
        {t.review}
      </Link>
    </aside>
  );
}
