import { useState } from "react";
import { Form, redirect, useActionData, useFetcher, useNavigation } from "react-router";
import { toast } from "sonner";
import { buttonClass, cardClass, inputClass, labelClass } from "#app/components/ui/styles.ts";
import { Breadcrumbs, Notice, PageHeader, PostBody } from "#app/features/forum/components.tsx";
import { requireMember } from "#server/auth/session.ts";
import { readForm } from "#server/forms.ts";
import { type ForumActionData, pick, runForumAction } from "#server/forum/action.ts";
import { createTopic } from "#server/forum/commands.ts";
import { renderMarkdown } from "#server/forum/markdown.ts";
import { listCategories } from "#server/forum/queries.ts";
import { getDb } from "#server/runtime.ts";
import { firstError } from "#shared/auth/schemas.ts";
import { forumLimits, newTopicSchema } from "#shared/forum/schemas.ts";
import type { Route } from "./+types/forum-new";

export function meta() {
  return [{ title: "New Topic | GeneHive" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireMember(request);
  const categories = await listCategories(getDb());
  const wanted = new URL(request.url).searchParams.get("category");
  const selected = categories.find((c) => c.slug === wanted)?.slug ?? "";
  return { categories: categories.map((c) => ({ slug: c.slug, name: c.name })), selected };
}

export async function action({ request }: Route.ActionArgs) {
  const member = await requireMember(request);
  const form = await readForm(request);
  if (form.get("intent") === "preview") {
    const body = String(form.get("body") ?? "").slice(0, forumLimits.bodyMax);
    return { ok: true, html: renderMarkdown(body) } satisfies ForumActionData;
  }
  return runForumAction(async () => {
    const { id } = await createTopic(getDb(), member, pick(form, "title", "category", "body"));
    return redirect(`/community/forum/topic/${id}`);
  });
}

export default function NewTopic({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<ForumActionData>();
  const preview = useFetcher<ForumActionData>();
  const navigation = useNavigation();
  const [body, setBody] = useState("");
  const busy = navigation.state === "submitting";
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <Breadcrumbs items={[{ to: "/community/forum", label: "Forum" }, { label: "New Topic" }]} />
      <PageHeader title="New Topic" />
      <Form
        method="post"
        noValidate
        className={`${cardClass} mt-6 space-y-5`}
        onSubmit={(event) => {
          const fields = Object.fromEntries(new FormData(event.currentTarget));
          const parsed = newTopicSchema.safeParse(fields);
          if (!parsed.success) {
            event.preventDefault();
            toast.error("Validation Error", { description: firstError(parsed.error) });
          }
        }}
      >
        {actionData && !actionData.ok && <Notice tone="error">{actionData.error}</Notice>}
        <div>
          <label htmlFor="title" className={labelClass}>
            Title
          </label>
          <input
            id="title"
            name="title"
            required
            minLength={forumLimits.titleMin}
            maxLength={forumLimits.titleMax}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="category" className={labelClass}>
            Category
          </label>
          <select id="category" name="category" required defaultValue={loaderData.selected} className={inputClass}>
            <option value="" disabled>
              Choose a category
            </option>
            {loaderData.categories.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="body" className={labelClass}>
            Message
          </label>
          <textarea
            id="body"
            name="body"
            required
            rows={10}
            maxLength={forumLimits.bodyMax}
            value={body}
            onChange={(e) => setBody(e.currentTarget.value)}
            aria-describedby="body-hint"
            className={inputClass}
          />
          <p id="body-hint" className="mt-1.5 text-slate-700 text-sm dark:text-slate-300">
            Markdown works: **bold**, *italic*, lists, links and tables. {body.length.toLocaleString("en-US")} /{" "}
            {forumLimits.bodyMax.toLocaleString("en-US")} characters.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={busy} className={buttonClass("primary")}>
            {busy ? "Posting..." : "Post Topic"}
          </button>
          <button
            type="button"
            className={buttonClass("secondary")}
            onClick={() => preview.submit({ intent: "preview", body }, { method: "post" })}
          >
            Preview
          </button>
        </div>
      </Form>
      {preview.data?.ok && preview.data.html !== undefined && (
        <section aria-label="Preview" className={`${cardClass} mt-6`}>
          <h2 className="mb-3 font-semibold text-lg">Preview</h2>
          <PostBody html={preview.data.html} />
        </section>
      )}
    </section>
  );
}
