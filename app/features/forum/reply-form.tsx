import { TextAreaField } from "#app/components/ui/field.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { buttonClass, cardClass } from "#app/components/ui/styles.ts";
import { cn } from "#app/lib/cn.ts";
import { useValidatedSubmit } from "#app/lib/use-validated-submit.ts";
import { forumLimits, forumMessages, replySchema } from "#shared/forum/schemas.ts";
import type { ForumActionData } from "#shared/forum/types.ts";
import { IntentField } from "./intent-field.tsx";
import { MentionSuggestions } from "./mention-suggestions.tsx";
import { forumText } from "./text.ts";
import { usePostForm } from "./use-post-form.tsx";

const t = forumText.replyForm;

/**
 * The form under a topic's replies; a locked topic says so instead. A posted reply empties the box (so it
 * is not posted twice) and the page moves to the new reply and focuses it. `refused` is a reply the server
 * refused when the page was posted without JavaScript: its reason shows here and the box holds its text.
 */
export function ReplyForm({ locked, refused }: { locked: boolean; refused?: ForumActionData }) {
  const validated = useValidatedSubmit(replySchema);
  const { fetcher, formRef, outcome, busy } = usePostForm((form) => {
    form.reset();
    const anchor = window.location.hash.slice(1);
    if (anchor) document.getElementById(anchor)?.focus();
  });
  if (locked) return <p className={cn(cardClass, "mt-8")}>{forumMessages.topicLocked}</p>;
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
        maxLength={forumLimits.bodyMax}
        rows={5}
        hint={t.markdownHint}
        defaultValue={refused?.values?.body}
        autoFocus={refused !== undefined}
      />
      <MentionSuggestions textareaId="reply-body" />
      <button type="submit" disabled={busy} className={buttonClass("primary")}>
        {busy ? t.posting : t.post}
      </button>
    </fetcher.Form>
  );
}
