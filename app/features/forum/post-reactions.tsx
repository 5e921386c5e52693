import { Eye, EyeOff } from "lucide-react";
import { createContext, type ReactNode, useContext } from "react";
import { useFetcher, useFetchers, useSubmit } from "react-router";
import { SpriteIcon } from "#app/components/ui/icon-sprite.tsx";
import { textButtonClass } from "#app/components/ui/styles.ts";
import { cn } from "#app/lib/cn.ts";
import { forumPaths } from "#shared/forum/paths.ts";
import type { LikeView } from "#shared/forum/types.ts";
import { IntentField } from "./intent-field.tsx";
import { forumText } from "./text.ts";

const t = forumText;

/**
 * How the page's Like buttons send: one submit and one look at the fetchers in flight for all of them. A
 * fetcher per button cost a fifth of a topic page's rendering (fifty forms resolving their action each).
 */
interface LikeSender {
  pending: ReadonlySet<string>;
  send: (form: HTMLFormElement, key: string) => void;
}
const LikeSenderContext = createContext<LikeSender | null>(null);
const likeKeyPrefix = "like:";

export function LikeSenderProvider({ children }: { children: ReactNode }) {
  const submit = useSubmit();
  const fetchers = useFetchers();
  const pending = new Set(
    fetchers.filter((f) => f.state !== "idle" && f.key.startsWith(likeKeyPrefix)).map((f) => f.key),
  );
  const send = (form: HTMLFormElement, key: string) =>
    submit(form, { navigate: false, fetcherKey: key, preventScrollReset: true });
  return <LikeSenderContext value={{ pending, send }}>{children}</LikeSenderContext>;
}

/**
 * Like (or take back the Like of) a post: a toggle with its count; who liked shows on hover and on
 * keyboard focus, and is the button's description for screen readers. A plain form without JavaScript
 * (or outside a LikeSenderProvider).
 */
export function LikeButton({ likes, replyId }: { likes: LikeView; replyId?: number }) {
  const sender = useContext(LikeSenderContext);
  const target = String(replyId ?? "topic");
  const key = likeKeyPrefix + target;
  if (likes.own)
    return likes.count ? (
      <p className="inline-flex items-center gap-1 text-slate-700 text-sm dark:text-slate-300">
        <SpriteIcon name="heart" />
        {t.likes.likedBy(likes.names, likes.count)}
      </p>
    ) : null;
  // Shown at once, before the server answers; the page's data catches up when it does.
  const pending = sender?.pending.has(key) ?? false;
  const mine = pending ? !likes.mine : likes.mine;
  const count = likes.count + (pending ? (mine ? 1 : -1) : 0);
  const tipId = `likes-${target}`;
  return (
    <form
      method="post"
      className="group relative"
      onSubmit={(event) => {
        if (!sender) return;
        event.preventDefault();
        sender.send(event.currentTarget, key);
      }}
    >
      <IntentField intent="like" />
      {replyId !== undefined && <input type="hidden" name="replyId" value={replyId} />}
      <button
        type="submit"
        aria-pressed={mine}
        aria-describedby={likes.count ? tipId : undefined}
        className={cn(textButtonClass("neutral"), "inline-flex items-center gap-1")}
      >
        <SpriteIcon name="heart" className={cn(mine && "fill-current text-red-600 dark:text-red-400")} />
        {mine ? t.likes.unlike : t.likes.like}
        {count > 0 && <span className="text-slate-700 dark:text-slate-300">· {t.likes.count(count)}</span>}
      </button>
      {likes.count > 0 && (
        <span
          id={tipId}
          role="tooltip"
          className="pointer-events-none absolute bottom-full left-0 z-10 mb-1 hidden w-max max-w-64 rounded-md bg-slate-900 px-2 py-1 text-white text-xs shadow group-focus-within:block group-hover:block dark:bg-slate-100 dark:text-slate-900"
        >
          {t.likes.likedBy(likes.names, likes.count)}
        </span>
      )}
    </form>
  );
}

/** The Markdown a quote puts in the reply box: who wrote it, a link back to the post, then the passage. */
export function quoteMarkdown(passage: string, source: { username: string; topicId: number; replyId?: number }) {
  const link = source.replyId ? forumPaths.replyLink(source.topicId, source.replyId) : forumPaths.topic(source.topicId);
  const quoted = passage
    .trim()
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  return `> **@${source.username}** [wrote](${link}):\n${quoted}\n\n`;
}

/**
 * Quote a post into the reply box: the words selected in the post, or else the whole post, with its
 * author and a link back; the box gets focus with the cursor after the quote.
 */
export function QuoteButton(props: { body: string; username: string; topicId: number; replyId?: number }) {
  return (
    <button
      type="button"
      className={cn(textButtonClass("neutral"), "inline-flex items-center gap-1")}
      onClick={(event) => {
        const article = event.currentTarget.closest("article");
        const selection = window.getSelection();
        const selected =
          selection && !selection.isCollapsed && article?.contains(selection.anchorNode) ? selection.toString() : "";
        const box = document.getElementById("reply-body");
        if (!(box instanceof HTMLTextAreaElement)) return;
        const before = box.value.trimEnd();
        box.value = `${before ? `${before}\n\n` : ""}${quoteMarkdown(selected || props.body, props)}`;
        box.focus();
        box.setSelectionRange(box.value.length, box.value.length);
      }}
    >
      <SpriteIcon name="quote" />
      {t.quote}
    </button>
  );
}

/** Watch a topic (hear of every new reply) or stop watching it. */
export function WatchControl({ watching }: { watching: boolean }) {
  const fetcher = useFetcher();
  const now = fetcher.state !== "idle" ? !watching : watching;
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-center gap-2 text-sm">
      <IntentField intent={now ? "unwatch" : "watch"} />
      <span className="text-slate-700 dark:text-slate-300">{now ? t.watch.watching : t.watch.notWatching}</span>
      <button type="submit" className={cn(textButtonClass("neutral"), "inline-flex items-center gap-1")}>
        {now ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
        {now ? t.watch.stop : t.watch.watch}
      </button>
    </fetcher.Form>
  );
}
