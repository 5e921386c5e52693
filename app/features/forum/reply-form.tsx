import { useState } from "react";
import { TextAreaField } from "#app/components/ui/field.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { buttonClass, cardClass } from "#app/components/ui/styles.ts";
import { cn } from "#app/lib/cn.ts";
import { useValidatedSubmit } from "#app/lib/use-validated-submit.ts";
import { forumLimits, forumMessages, replySchema } from "#shared/forum/schemas.ts";
import type { ForumActionData } from "#shared/forum/types.ts";
import { CharacterCount, countedLength } from "./character-count.tsx";
import { draftPlace } from "./drafts.ts";
import { IntentField } from "./intent-field.tsx";
import { MentionSuggestions } from "./mention-suggestions.tsx";
import { forumText } from "./text.ts";
import { DraftStatus, useDraft } from "./use-draft.tsx";
import { usePostForm } from "./use-post-form.tsx";

const t = forumText.replyForm;

/**
 * The form under a topic's replies; a locked topic says so instead. A posted reply empties the box (so it
 * is not posted twice) and the page moves to the new reply and focuses it; a reply that could not be sent stays
 * in the box with the reason beside it. What is written is kept as a draft of this topic's reply in the browser
 * (use-draft.tsx) until the reply is confirmed posted. Nothing pasted is cut: a count under the box turns into an
 * error past the limit, and the reply is not sent until it fits. `refused` is a reply the server refused when the
 * page was posted without JavaScript: its reason shows here and the box holds its text.
 */
export function ReplyForm({
  topicId,
  locked,
  refused,
}: {
  topicId: number;
  locked: boolean;
  refused?: ForumActionData;
}) {
  const validated = useValidatedSubmit(replySchema);
  const [length, setLength] = useState(() => countedLength(refused?.values?.body ?? ""));
  const { fetcher, formRef, outcome, busy } = usePostForm((form) => {
    form.reset();
    setLength(0);
    draft.settled();
    const anchor = window.location.hash.slice(1);
    if (anchor) document.getElementById(anchor)?.focus();
  });
  const draft = useDraft(formRef, {
    place: locked ? undefined : draftPlace.reply(topicId),
    fields: ["body"],
    restore: refused === undefined,
  });
  if (locked) return <p className={cn(cardClass, "mt-8")}>{forumMessages.topicLocked}</p>;
  // Read from the box itself: a quote or a mention is put in it without React.
  const measure = (event: React.SyntheticEvent<HTMLTextAreaElement>) =>
    setLength(countedLength(event.currentTarget.value));
  const over = length > forumLimits.bodyMax;
  return (
    <fetcher.Form ref={formRef} method="post" {...validated} className={cn(cardClass, "mt-8 space-y-3")}>
      <FormMessage outcome={outcome ?? refused} />
      <IntentField intent="reply" />
      <TextAreaField
        id="reply-body"
        label={t.label}
        name="body"
        required
        minLength={forumLimits.bodyMin}
        rows={5}
        hint={
          <>
            {t.markdownHint} <CharacterCount length={length} max={forumLimits.bodyMax} />
          </>
        }
        error={over ? forumMessages.bodyTooLong : undefined}
        defaultValue={refused?.values?.body}
        autoFocus={refused !== undefined}
        onInput={measure}
        onFocus={measure}
      />
      <MentionSuggestions textareaId="reply-body" />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={busy} className={buttonClass("primary")}>
          {busy ? t.posting : t.post}
        </button>
        <DraftStatus status={draft.status} />
      </div>
    </fetcher.Form>
  );
}
