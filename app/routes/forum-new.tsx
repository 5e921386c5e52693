import { useState } from "react";
import { Form, redirect, useActionData, useFetcher, useNavigation } from "react-router";
import { Field, SelectField, TextAreaField } from "#app/components/ui/field.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { buttonClass, cardClass } from "#app/components/ui/styles.ts";
import { Breadcrumbs, PageHeader, PostBody } from "#app/features/forum/components.tsx";
import { MentionSuggestions } from "#app/features/forum/mention-suggestions.tsx";
import { forumText } from "#app/features/forum/text.ts";
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
import { forumLimits, newTopicSchema } from "#shared/forum/schemas.ts";
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

export default function NewTopic({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<ForumActionData>();
  const preview = useFetcher<ForumActionData>();
  const navigation = useNavigation();
  const validated = useValidatedSubmit(newTopicSchema);
  // A topic refused on a page posted without JavaScript comes back with what was written.
  const kept = actionData && !actionData.ok ? actionData.values : undefined;
  const [body, setBody] = useState(kept?.body ?? "");
  const busy = navigation.state === "submitting";
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <Breadcrumbs items={[{ to: forumPaths.home, label: forumText.forum }, { label: forumText.newTopic }]} />
      <PageHeader title={forumText.newTopic} />
      <Form method="post" {...validated} className={cn(cardClass, "mt-6 space-y-5")}>
        {actionData && !actionData.ok && <FormMessage outcome={actionData} />}
        <Field
          id="title"
          label={t.title}
          name="title"
          defaultValue={kept?.title}
          required
          minLength={forumLimits.titleMin}
          maxLength={forumLimits.titleMax}
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
          maxLength={forumLimits.bodyMax}
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
          hint={`${t.markdownHint} ${t.characters(body.length)}`}
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
