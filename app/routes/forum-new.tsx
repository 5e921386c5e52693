import { useRef, useState } from "react";
import { Form, redirect, useActionData, useFetcher, useNavigation } from "react-router";
import { Field, SelectField, TextAreaField } from "#app/components/ui/field.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { buttonClass, cardClass } from "#app/components/ui/styles.ts";
import { CharacterCount, countedLength } from "#app/features/forum/character-count.tsx";
import { Breadcrumbs, PageHeader, PostBody } from "#app/features/forum/components.tsx";
import { keptFields, sendKeepingText } from "#app/features/forum/composer-action.ts";
import { draftPlace } from "#app/features/forum/drafts.ts";
import { MentionSuggestions } from "#app/features/forum/mention-suggestions.tsx";
import { forumText } from "#app/features/forum/text.ts";
import { DraftStatus, useDraft } from "#app/features/forum/use-draft.tsx";
import { cn } from "#app/lib/cn.ts";
import { retryAfterHeaders } from "#app/lib/retry-after.ts";
import { noindexMeta } from "#app/lib/seo.ts";
import { useValidatedSubmit } from "#app/lib/use-validated-submit.ts";
import { requireMember } from "#server/auth/session.ts";
import { keptText, readForm } from "#server/forms.ts";
import { pick, runForumAction } from "#server/forum/action.ts";
import { createTopic } from "#server/forum/commands.ts";
import { newTopicPage, previewHtml } from "#server/forum/pages.ts";
import { getDb } from "#server/runtime.ts";
import type { NewTopicIntent } from "#shared/forum/intents.ts";
import { forumPaths } from "#shared/forum/paths.ts";
import { forumLimits, forumMessages, newTopicSchema } from "#shared/forum/schemas.ts";
import type { ForumActionData } from "#shared/forum/types.ts";
import type { Route } from "./+types/forum-new";

const t = forumText.topicForm;

/** A refused post (rate limit) tells the client when to try again. */
export const headers = retryAfterHeaders;

export function meta() {
  return noindexMeta(forumText.pageTitle(forumText.newTopic));
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireMember(request);
  return newTopicPage(getDb(), new URL(request.url).searchParams.get("category"));
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  // Inside the action's run: in an outage the answer is a message beside the form, which keeps what was typed.
  return runForumAction(
    async () => {
      const member = await requireMember(request);
      if (form.get("intent") === ("preview" satisfies NewTopicIntent)) {
        return {
          ok: true,
          html: await previewHtml(getDb(), member, String(form.get("body") ?? "")),
        } satisfies ForumActionData;
      }
      const { id } = await createTopic(getDb(), member, pick(form, "title", "category", "body"));
      return redirect(forumPaths.topic(id));
    },
    keptText(form, "title", "category", "body"),
  );
}

/**
 * With JavaScript: a topic that could not reach GeneHive (offline, the connection dropped) or that the server
 * failed on is answered beside the form, which keeps the title, category and message (composer-action.ts), never
 * the error page; a topic confirmed posted forgets its draft. A preview is not a post: it leaves the draft alone.
 */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const posting = (form: FormData) => form.get("intent") !== ("preview" satisfies NewTopicIntent);
  return sendKeepingText(request, serverAction, {
    kept: (form) => (posting(form) ? keptFields(form, "title", "category", "body") : undefined),
    draft: (form) => (posting(form) ? draftPlace.newTopic : undefined),
  }) as ReturnType<typeof serverAction>;
}

export default function NewTopic({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<ForumActionData>();
  const preview = useFetcher<ForumActionData>();
  const navigation = useNavigation();
  const validated = useValidatedSubmit(newTopicSchema);
  // A topic refused on a page posted without JavaScript comes back with what was written.
  const kept = actionData && !actionData.ok ? actionData.values : undefined;
  const [body, setBody] = useState(kept?.body ?? "");
  const [title, setTitle] = useState(kept?.title ?? "");
  const busy = navigation.state === "submitting";
  const formRef = useRef<HTMLFormElement>(null);
  // The title, category and message are kept as the member's draft until the topic is posted; a page that gives
  // back a refused topic (posted without JavaScript) already holds what was written.
  const draft = useDraft(formRef, {
    place: draftPlace.newTopic,
    fields: ["title", "category", "body"],
    restore: kept === undefined,
  });
  const bodyLength = countedLength(body);
  const titleTooLong = countedLength(title) > forumLimits.titleMax;
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <Breadcrumbs items={[{ to: forumPaths.home, label: forumText.forum }, { label: forumText.newTopic }]} />
      <PageHeader title={forumText.newTopic} />
      <Form ref={formRef} method="post" {...validated} className={cn(cardClass, "mt-6 space-y-5")}>
        {actionData && !actionData.ok && <FormMessage outcome={actionData} />}
        <Field
          id="title"
          label={t.title}
          name="title"
          defaultValue={kept?.title}
          required
          minLength={forumLimits.titleMin}
          onInput={(e) => setTitle(e.currentTarget.value)}
          error={titleTooLong ? forumMessages.titleTooLong : undefined}
        />
        <SelectField
          id="category"
          label={t.category}
          name="category"
          required
          defaultValue={kept?.category || loaderData.selected}
        >
          <option value="" disabled>
            {t.chooseCategory}
          </option>
          {loaderData.categories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          id="body"
          label={t.message}
          name="body"
          required
          rows={10}
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
          hint={
            <>
              {t.markdownHint} <CharacterCount length={bodyLength} max={forumLimits.bodyMax} />
            </>
          }
          error={bodyLength > forumLimits.bodyMax ? forumMessages.bodyTooLong : undefined}
        />
        <MentionSuggestions textareaId="body" />
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={busy} className={buttonClass("primary")}>
            {busy ? t.posting : t.post}
          </button>
          <button
            type="button"
            className={buttonClass("secondary")}
            onClick={() => preview.submit({ intent: "preview" satisfies NewTopicIntent, body }, { method: "post" })}
          >
            {t.preview}
          </button>
          <DraftStatus status={draft.status} />
        </div>
      </Form>
      {preview.data?.ok && preview.data.html !== undefined && (
        <section aria-label={t.preview} className={cn(cardClass, "mt-6")}>
          <h2 className="mb-3 font-semibold text-lg">{t.preview}</h2>
          <PostBody html={preview.data.html} />
        </section>
      )}
    </section>
  );
}
