import { createContext, useContext, useState } from "react";
import { Form } from "react-router";
import { TextAreaField } from "#app/components/ui/field.tsx";
import { FieldError, FormMessage, fieldAria } from "#app/components/ui/form-message.tsx";
import { buttonClass, inputClass, labelClass, textButtonClass } from "#app/components/ui/styles.ts";
import { useValidatedSubmit } from "#app/lib/use-validated-submit.ts";
import type { TopicIntent } from "#shared/forum/intents.ts";
import { editTopicSchema, forumLimits, forumMessages, replySchema, reportSchema } from "#shared/forum/schemas.ts";
import type { ReplyPost, TopicPost } from "#shared/forum/types.ts";
import { CharacterCount, countedLength } from "./character-count.tsx";
import { draftPlace } from "./drafts.ts";
import { IntentField } from "./intent-field.tsx";
import { LikeButton, QuoteButton } from "./post-reactions.tsx";
import { forumText } from "./text.ts";
import { DraftStatus, useDraft } from "./use-draft.tsx";
import { usePostForm } from "./use-post-form.tsx";

const t = forumText.topic;

type Hidden = Record<string, string | number>;

function HiddenFields({ intent, fields }: { intent: TopicIntent; fields: Hidden }) {
  return (
    <>
      <IntentField intent={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/** A one-click action on a post (delete, pin, lock…): a small form, so it works without JavaScript. */
function IntentButton(props: {
  intent: TopicIntent;
  label: string;
  fields?: Hidden;
  confirm?: string;
  danger?: boolean;
}) {
  const { intent, label, fields = {}, confirm, danger } = props;
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        if (confirm && !window.confirm(confirm)) event.preventDefault();
      }}
    >
      <HiddenFields intent={intent} fields={fields} />
      <button type="submit" className={textButtonClass(danger ? "danger" : "neutral")}>
        {label}
      </button>
    </Form>
  );
}

/**
 * Edit a topic (title and message) or a reply (message), folded away until asked for. Unsaved edits are kept as
 * the member's draft of this post (use-draft.tsx): opening the page again unfolds the form with them. Nothing
 * pasted is cut: past a limit the field says so and the edit is not sent until it fits.
 */
function EditPostForm(props: {
  intent: Extract<TopicIntent, "edit-topic" | "edit-reply">;
  summary: string;
  submitLabel: string;
  idPrefix: string;
  body: string;
  title?: string;
  fields?: Hidden;
  rows: number;
  draftPlace: string;
}) {
  const { intent, summary, submitLabel, idPrefix, body, title, fields = {}, rows } = props;
  const validated = useValidatedSubmit(title === undefined ? replySchema : editTopicSchema);
  const [lengths, setLengths] = useState(() => ({
    title: countedLength(title ?? ""),
    body: countedLength(body),
  }));
  // Saved: the panel folds away and the post shows its new text.
  const { fetcher, formRef, outcome, busy } = usePostForm((form) => {
    draft.settled();
    form.closest("details")?.removeAttribute("open");
  });
  const draft = useDraft(formRef, {
    place: props.draftPlace,
    fields: title === undefined ? ["body"] : ["title", "body"],
  });
  const measure = (event: React.SyntheticEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = event.currentTarget;
    setLengths((now) => ({ ...now, [name]: countedLength(value) }));
  };
  const titleError = lengths.title > forumLimits.titleMax ? forumMessages.titleTooLong : undefined;
  return (
    <details className="w-full text-sm">
      <summary className="cursor-pointer font-medium underline">{summary}</summary>
      <fetcher.Form ref={formRef} method="post" {...validated} className="mt-3 space-y-3">
        <FormMessage outcome={outcome} />
        <HiddenFields intent={intent} fields={fields} />
        {title !== undefined && (
          <div>
            <label htmlFor={`${idPrefix}-title`} className={labelClass}>
              {forumText.topicForm.title}
            </label>
            <input
              id={`${idPrefix}-title`}
              name="title"
              defaultValue={title}
              required
              className={inputClass}
              onInput={measure}
              {...fieldAria(`${idPrefix}-title`, { error: titleError })}
            />
            <FieldError id={`${idPrefix}-title-error`} message={titleError} />
          </div>
        )}
        <TextAreaField
          id={`${idPrefix}-body`}
          label={title !== undefined ? forumText.topicForm.message : t.replyLabel}
          name="body"
          defaultValue={body}
          required
          rows={rows}
          hint={<CharacterCount length={lengths.body} max={forumLimits.bodyMax} />}
          error={lengths.body > forumLimits.bodyMax ? forumMessages.bodyTooLong : undefined}
          onInput={measure}
        />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" disabled={busy} className={buttonClass("primary")}>
            {submitLabel}
          </button>
          <DraftStatus status={draft.status} />
        </div>
      </fetcher.Form>
    </details>
  );
}

/**
 * Which post's report form the address asks for (`?report=topic` or `?report=<reply id>`): how a reader without
 * JavaScript opens one, as the page renders no report form until one is wanted.
 */
export const ReportTarget = createContext<string | null>(null);

/**
 * "Report" under a post. The form (a fetcher, validation, a text box) is rendered only once the reader opens it:
 * fifty of them on every page of a topic were a fifth of the page's rendering time. With JavaScript, opening the
 * panel renders the form in place; without it, the panel holds a link that reloads the page with the form open.
 */
function ReportControl({ replyId }: { replyId?: number }) {
  const target = String(replyId ?? "topic");
  const asked = useContext(ReportTarget) === target;
  const [open, setOpen] = useState(asked);
  return (
    <details
      id={`report-${target}`}
      className="text-sm"
      open={asked || undefined}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer font-medium underline">{forumText.report.open}</summary>
      {open ? (
        <ReportForm replyId={replyId} />
      ) : (
        <a href={`?report=${target}#report-${target}`} className="mt-2 inline-block underline">
          {forumText.report.write}
        </a>
      )}
    </details>
  );
}

function ReportForm({ replyId }: { replyId?: number }) {
  const id = `report-reason-${replyId ?? "topic"}`;
  const validated = useValidatedSubmit(reportSchema);
  // Sent: the reason box empties and the thanks shows beside it.
  const { fetcher, formRef, outcome, busy } = usePostForm((form) => form.reset());
  return (
    <fetcher.Form ref={formRef} method="post" {...validated} className="mt-2 space-y-2">
      <FormMessage outcome={outcome} />
      <HiddenFields intent="report" fields={replyId ? { replyId } : {}} />
      <TextAreaField
        id={id}
        label={forumText.report.label}
        name="reason"
        required
        minLength={forumLimits.reasonMin}
        maxLength={forumLimits.reasonMax}
        rows={2}
      />
      <button type="submit" disabled={busy} className={buttonClass("secondary")}>
        {forumText.report.send}
      </button>
    </fetcher.Form>
  );
}

/** Under a topic: edit and delete for who may, pin and lock for moderators, report for everyone. */
export function TopicActions({ topic, canModerate }: { topic: TopicPost; canModerate: boolean }) {
  // Hidden by a moderator and not this reader's to see (pages.ts gives no text): nothing to like or report.
  const concealed = topic.hidden && topic.body === "";
  return (
    <footer className="mt-6 flex flex-wrap items-start gap-4 border-slate-200 border-t pt-4 dark:border-slate-800">
      {!concealed && <LikeButton likes={topic.likes} />}
      {!topic.isLocked && topic.body && (
        <QuoteButton body={topic.body} username={topic.author.username} topicId={topic.id} />
      )}
      {topic.canEdit && (
        <EditPostForm
          intent="edit-topic"
          summary={t.editTopic}
          submitLabel={t.saveTopic}
          idPrefix="edit"
          draftPlace={draftPlace.editTopic(topic.id)}
          title={topic.title}
          body={topic.body}
          rows={8}
        />
      )}
      {topic.canDelete && (
        <IntentButton intent="delete-topic" label={t.deleteTopic} confirm={t.confirmDeleteTopic} danger />
      )}
      {canModerate && (
        <>
          <IntentButton intent={topic.isPinned ? "unpin" : "pin"} label={topic.isPinned ? t.unpin : t.pin} />
          <IntentButton intent={topic.isLocked ? "unlock" : "lock"} label={topic.isLocked ? t.unlock : t.lock} />
          {topic.hidden && <IntentButton intent="unhide" label={t.unhide} />}
        </>
      )}
      {!concealed && <ReportControl />}
    </footer>
  );
}

/** Under a reply that is not deleted: edit and delete for who may, unhide for moderators, report for everyone. */
export function ReplyActions(props: { reply: ReplyPost; topicId: number; locked: boolean; canModerate: boolean }) {
  const { reply, topicId, locked, canModerate } = props;
  // Hidden by a moderator and not this reader's to see (pages.ts gives no text): nothing to like, quote or report.
  if (reply.hidden && reply.body === null) return null;
  return (
    <footer className="mt-4 flex flex-wrap items-start gap-4">
      <LikeButton likes={reply.likes} replyId={reply.id} />
      {!locked && reply.body !== null && (
        <QuoteButton body={reply.body} username={reply.author.username} topicId={topicId} replyId={reply.id} />
      )}
      {reply.canEdit && (
        <EditPostForm
          intent="edit-reply"
          summary={t.editReply}
          submitLabel={t.saveReply}
          idPrefix={`edit-reply-${reply.id}`}
          draftPlace={draftPlace.editReply(reply.id)}
          fields={{ replyId: reply.id }}
          body={reply.body ?? ""}
          rows={5}
        />
      )}
      {reply.canDelete && (
        <IntentButton
          intent="delete-reply"
          label={t.deleteReply}
          fields={{ replyId: reply.id }}
          confirm={t.confirmDeleteReply}
          danger
        />
      )}
      {canModerate && reply.hidden && <IntentButton intent="unhide" label={t.unhide} fields={{ replyId: reply.id }} />}
      <ReportControl replyId={reply.id} />
    </footer>
  );
}
