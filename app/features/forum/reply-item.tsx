import { cardClass } from "#app/components/ui/styles.ts";
import { replyAnchor } from "#shared/forum/paths.ts";
import { forumMessages } from "#shared/forum/schemas.ts";
import type { ReplyPost } from "#shared/forum/types.ts";
import { AuthorName, HiddenNote, PostBody } from "./components.tsx";
import { LocalTime } from "./local-time.tsx";
import { ReplyActions } from "./post-actions.tsx";
import { forumText } from "./text.ts";

/** One reply in its topic's list, with the anchor its links scroll to; a deleted one keeps its place. */
export function ReplyItem(props: { reply: ReplyPost; topicId: number; locked: boolean; canModerate: boolean }) {
  const { reply, topicId, locked, canModerate } = props;
  return (
    // Focusable, so a link to the reply (or posting it) can move focus to it.
    <li id={replyAnchor(reply.id)} tabIndex={-1} className="rounded-xl outline-offset-4">
      <article className={cardClass} aria-label={forumText.topic.replyBy(reply.author.fullName)}>
        <p className="text-slate-700 text-sm dark:text-slate-300">
          <AuthorName author={reply.author} /> · <LocalTime iso={reply.createdAt} />
          {reply.editedAt && !reply.deleted && <span> · {forumText.topic.edited}</span>}
        </p>
        <div className="mt-3">
          {reply.html === null ? (
            <p className="text-slate-700 italic dark:text-slate-300">
              {reply.hidden && !reply.deleted ? forumMessages.postHidden : forumMessages.replyDeleted}
            </p>
          ) : (
            <>
              {reply.hidden && <HiddenNote own={reply.canEdit} />}
              <PostBody html={reply.html} />
            </>
          )}
        </div>
        {!reply.deleted && <ReplyActions reply={reply} topicId={topicId} locked={locked} canModerate={canModerate} />}
      </article>
    </li>
  );
}
