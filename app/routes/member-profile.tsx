import { data, Form, Link, useActionData } from "react-router";
import { TextAreaField } from "#app/components/ui/field.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { buttonClass, cardClass, surfaceClass } from "#app/components/ui/styles.ts";
import { Breadcrumbs, PageHeader, TopicList } from "#app/features/forum/components.tsx";
import { LocalTime } from "#app/features/forum/local-time.tsx";
import { forumText } from "#app/features/forum/text.ts";
import { cn } from "#app/lib/cn.ts";
import { noindexMeta } from "#app/lib/seo.ts";
import { useValidatedSubmit } from "#app/lib/use-validated-submit.ts";
import { requireMember } from "#server/auth/session.ts";
import { readForm } from "#server/forms.ts";
import { pick, runForumAction } from "#server/forum/action.ts";
import { updateBio } from "#server/forum/commands.ts";
import { memberProfilePage } from "#server/forum/pages.ts";
import { getDb } from "#server/runtime.ts";
import { forumPaths } from "#shared/forum/paths.ts";
import { bioSchema, forumLimits, forumMessages } from "#shared/forum/schemas.ts";
import type { ForumActionData } from "#shared/forum/types.ts";
import type { Route } from "./+types/member-profile";

const t = forumText.profile;

export function meta({ loaderData }: Route.MetaArgs) {
  return noindexMeta(forumText.pageTitle(loaderData?.profile.fullName ?? t.fallbackTitle));
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const member = await requireMember(request);
  const page = await memberProfilePage(getDb(), member, params.username);
  if (!page) throw data(null, { status: 404 });
  return page;
}

export async function action({ request, params }: Route.ActionArgs) {
  return runForumAction(async () => {
    const member = await requireMember(request);
    const form = await readForm(request);
    if (params.username.toLowerCase() !== member.username.toLowerCase()) {
      return data<ForumActionData>({ ok: false, message: forumMessages.notYourProfile }, { status: 403 });
    }
    await updateBio(getDb(), member, pick(form, "bio"));
    return { ok: true, message: forumMessages.bioSaved } satisfies ForumActionData;
  });
}

export default function MemberProfile({ loaderData }: Route.ComponentProps) {
  const { profile, isSelf } = loaderData;
  const actionData = useActionData<ForumActionData>();
  const validated = useValidatedSubmit(bioSchema);
  return (
    <section className="mx-auto max-w-4xl wrap-anywhere px-4 py-12">
      <Breadcrumbs
        items={[{ to: forumPaths.members(), label: forumText.members.title }, { label: profile.fullName }]}
      />
      <PageHeader title={profile.fullName} />
      <p className="mt-1 text-slate-700 dark:text-slate-300">
        @{profile.username} · {t.joined} <LocalTime iso={profile.joinedAt} kind="date" />
        {profile.role !== "member" && (
          <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 font-semibold text-brand-900 text-xs capitalize dark:bg-brand-900/50 dark:text-brand-100">
            {profile.role}
          </span>
        )}
      </p>
      <div className={cn(cardClass, "mt-6")}>
        <h2 className="font-semibold text-lg">{t.about}</h2>
        <p className="mt-2 whitespace-pre-line text-slate-800 dark:text-slate-200">{profile.bio || t.noBio}</p>
        {isSelf && (
          <Form method="post" {...validated} className="mt-4 space-y-3">
            {actionData && <FormMessage outcome={actionData} />}
            <TextAreaField
              id="bio"
              label={t.bioLabel}
              name="bio"
              defaultValue={profile.bio}
              maxLength={forumLimits.bioMax}
              rows={4}
            />
            <button type="submit" className={buttonClass("primary")}>
              {t.saveBio}
            </button>
          </Form>
        )}
      </div>
      <h2 className="mt-10 mb-4 font-semibold text-xl">{t.recentTopics}</h2>
      {profile.topics.length === 0 ? <p className={cardClass}>{t.noTopics}</p> : <TopicList topics={profile.topics} />}
      <h2 className="mt-10 mb-4 font-semibold text-xl">{t.recentReplies}</h2>
      {profile.replies.length === 0 ? (
        <p className={cardClass}>{t.noReplies}</p>
      ) : (
        <ul className={cn("divide-y divide-slate-200 rounded-2xl dark:divide-slate-800", surfaceClass)}>
          {profile.replies.map((r) => (
            <li key={r.replyId} className="p-4">
              <p className="text-slate-700 text-sm dark:text-slate-300">
                {t.repliedIn}{" "}
                <Link
                  to={forumPaths.replyLink(r.topicId, r.replyId)}
                  className="font-semibold underline underline-offset-4"
                >
                  {r.topicTitle}
                </Link>{" "}
                · <LocalTime iso={r.createdAt} kind="date" />
              </p>
              <p className="mt-1 wrap-anywhere">{r.excerpt}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
