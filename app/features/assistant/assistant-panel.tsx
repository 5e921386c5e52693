import { Download, LoaderCircle, Send, Square, SquarePen, X } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { buttonClass } from "#app/components/ui/styles.ts";
import { cn } from "#app/lib/cn.ts";
import { type ChatMessage, MAX_MESSAGE_CHARS } from "./conversation.ts";
import { Markdown } from "./markdown.tsx";
import { assistantText as t } from "./text.ts";
import { type UnitContext, useConversation } from "./use-conversation.ts";
import { answerWithQuestion, downloadWordDocument } from "./word-export.ts";

export interface AssistantPanelProps {
  id: string;
  open: boolean;
  context: UnitContext;
  onClose(): void;
}

const toolButton = buttonClass("secondary", undefined, "sm");

function Message({
  message,
  writing,
  answerNumber,
  onDownload,
}: {
  message: ChatMessage;
  writing: boolean;
  /** Which answer of the conversation this is (for its download button's name). */
  answerNumber: number;
  onDownload?: () => void;
}) {
  const mine = message.role === "user";
  return (
    <div className={cn("flex flex-col gap-1", mine ? "items-end" : "items-start")}>
      <span className="font-semibold text-slate-700 text-xs dark:text-slate-300">{mine ? t.you : t.assistant}</span>
      <div
        className={cn(
          "max-w-[92%] rounded-2xl px-3 py-2 text-sm",
          mine
            ? "whitespace-pre-wrap bg-brand-700 text-white dark:bg-honey-300 dark:text-slate-950"
            : "bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100",
        )}
      >
        {mine ? (
          message.content
        ) : message.content ? (
          <Markdown text={message.content} />
        ) : writing ? (
          <span className="inline-flex items-center gap-2 text-slate-700 dark:text-slate-300">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
            {t.thinking}
          </span>
        ) : null}
      </div>
      {onDownload && (
        <button
          type="button"
          onClick={onDownload}
          aria-label={t.downloadAnswerLabel(answerNumber)}
          className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 font-medium text-brand-800 text-xs underline-offset-2 hover:underline dark:text-honey-300"
        >
          <Download aria-hidden="true" className="size-3.5" />
          {t.downloadAnswer}
        </button>
      )}
    </div>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), [tabindex="0"]';

/**
 * Keeps Tab and Shift+Tab inside the open panel (it is modal: the page behind is not reachable until it closes),
 * wrapping from the last control to the first and back.
 */
function trapFocus(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== "Tab") return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.getClientRects().length > 0,
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/** The open assistant: conversation, question box, and the download / new conversation tools. */
export default function AssistantPanel({ id, open, context, onClose }: AssistantPanelProps) {
  const { messages, streaming, notice, send, stop, reset } = useConversation(context);
  const [draft, setDraft] = useState("");
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // The input is disabled while a reply streams, which drops its focus: give it back afterwards.
  useEffect(() => {
    if (!streaming && open && (document.activeElement === document.body || !document.activeElement)) {
      inputRef.current?.focus();
    }
  }, [streaming, open]);

  // Keep the newest text in view as it arrives.
  useEffect(() => {
    const log = logRef.current;
    if (log && messages.length) log.scrollTop = log.scrollHeight;
  }, [messages]);

  const canSend = !streaming && draft.trim().length > 0;
  const submit = () => {
    if (!canSend) return;
    const question = draft;
    setDraft("");
    void send(question);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <section
      id={id}
      role="dialog"
      aria-modal="true"
      aria-labelledby={headingId}
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
        else trapFocus(event);
      }}
      className="fixed inset-0 z-50 flex flex-col bg-white text-slate-900 sm:inset-auto sm:right-4 sm:bottom-4 sm:h-[600px] sm:max-h-[calc(100dvh-2rem)] sm:w-96 sm:rounded-2xl sm:border sm:border-slate-300 sm:shadow-2xl dark:bg-slate-900 dark:text-slate-100 sm:dark:border-slate-700"
    >
      <div className="flex items-start gap-2 border-slate-200 border-b px-4 pt-3 pb-2 dark:border-slate-700">
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="font-semibold text-lg">
            {t.title}
          </h2>
          <p className="truncate text-slate-700 text-sm dark:text-slate-300">{t.subtitle(context.title)}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={t.close}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="flex gap-2 border-slate-200 border-b px-4 py-2 dark:border-slate-700">
        <button
          type="button"
          className={toolButton}
          disabled={messages.length === 0 || streaming}
          onClick={() => downloadWordDocument(context.title, messages)}
        >
          <Download aria-hidden="true" className="size-4" />
          {t.download}
        </button>
        <button
          type="button"
          className={toolButton}
          disabled={messages.length === 0 || streaming}
          onClick={() => {
            reset();
            inputRef.current?.focus();
          }}
        >
          <SquarePen aria-hidden="true" className="size-4" />
          {t.newConversation}
        </button>
      </div>
      <div
        ref={logRef}
        role="log"
        aria-label={t.conversation}
        aria-busy={streaming}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        className="flex-1 space-y-4 overflow-y-auto px-4 py-3"
      >
        {messages.length === 0 && (
          <div className="space-y-2 text-slate-700 text-sm dark:text-slate-300">
            <p>{t.welcome}</p>
            <p>{t.privacy}</p>
          </div>
        )}
        {messages.map((message, index) => {
          const writing = streaming && index === messages.length - 1;
          const answerNumber = messages.slice(0, index + 1).filter((m) => m.role === "assistant").length;
          return (
            <Message
              // Messages are only ever appended or cleared, so the position is a stable key.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              message={message}
              writing={writing}
              answerNumber={answerNumber}
              onDownload={
                message.role === "assistant" && message.content && !writing
                  ? () => downloadWordDocument(context.title, answerWithQuestion(messages, index))
                  : undefined
              }
            />
          );
        })}
        {notice && (
          <p
            role="alert"
            className="rounded-lg border border-amber-400 bg-amber-50 px-3 py-2 text-amber-950 text-sm dark:border-amber-500 dark:bg-amber-950 dark:text-amber-100"
          >
            {notice}
          </p>
        )}
      </div>
      <form onSubmit={onSubmit} className="border-slate-200 border-t p-3 dark:border-slate-700">
        <label htmlFor={inputId} className="sr-only">
          {t.inputLabel}
        </label>
        <textarea
          ref={inputRef}
          id={inputId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={streaming}
          maxLength={MAX_MESSAGE_CHARS}
          rows={3}
          placeholder={t.placeholder}
          aria-describedby={hintId}
          className="block w-full resize-none rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-600 disabled:cursor-not-allowed disabled:bg-slate-100 dark:border-slate-500 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400 dark:disabled:bg-slate-800"
        />
        <div className="mt-2 flex items-center gap-2">
          <p id={hintId} className="flex-1 text-slate-700 text-xs dark:text-slate-300">
            {t.hint}
          </p>
          {streaming && (
            <button type="button" onClick={stop} className={toolButton}>
              <Square aria-hidden="true" className="size-3.5 fill-current" />
              {t.stop}
            </button>
          )}
          <button type="submit" disabled={!canSend} className={buttonClass("primary", undefined, "sm")}>
            <Send aria-hidden="true" className="size-4" />
            {t.send}
          </button>
        </div>
      </form>
    </section>
  );
}
