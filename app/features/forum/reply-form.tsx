import { Form, useNavigation } from "react-router";
import { TextAreaField } from "#app/components/ui/field.tsx";
import { buttonClass, cardClass } from "#app/components/ui/styles.ts";
import { cn } from "#app/lib/cn.ts";
import { useValidatedSubmit } from "#app/lib/use-validated-submit.ts";
import { forumLimits, forumMessages, replySchema } from "#shared/forum/schemas.ts";
import { forumText } from "./text.ts";

const t = forumText.replyForm;

/** The form under a topic's replies; a locked topic says so instead. */
export function ReplyForm({ locked }: { locked: boolean }) {
  const navigation = useNavigation();
  const validated = useValidatedSubmit(replySchema);
  if (locked) return <p className={cn(cardClass, "mt-8")}>{forumMessages.topicLocked}</p>;
  const posting = navigation.state === "submitting" && navigation.formData?.get("intent") === "reply";
  return (
    <Form method="post" {...validated} className={cn(cardClass, "mt-8 space-y-3")}>
      <input type="hidden" name="intent" value="reply" />
      <TextAreaField
        id="reply-body"
        label={t.label}
        name="body"
        required
        minLength={forumLimits.bodyMin}
        maxLength={forumLimits.bodyMax}
        rows={5}
        hint={t.markdownHint}
      />
      <button type="submit" disabled={posting} className={buttonClass("primary")}>
        {posting ? t.posting : t.post}
      </button>
    </Form>
  );
}
