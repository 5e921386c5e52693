import { data, Form, useActionData } from "react-router";
import { buttonClass, cardClass, inputClass, labelClass } from "#app/components/ui/styles.ts";
import { Breadcrumbs, Notice, PageHeader, TopicList } from "#app/features/forum/components.tsx";
import { formatDate } from "#app/features/forum/format.ts";
import { requireMember } from "#server/auth/session.ts";
import { readForm } from "#server/forms.ts";
import { type ForumActionData, pick, runForumAction } from "#server/forum/action.ts";
import { updateBio } from "#server/forum/commands.ts";
import { memberProfile } from "#server/forum/queries.ts";
import { getDb } from "#server/runtime.ts";
import { forumLimits } from "#shared/forum/schemas.ts";
import type { Route } from "./+types/member-profile";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.profile.fullName ?? "Member"} | GeneHive` }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const member = await requireMember(request);
  const profile = await memberProfile(getDb(), params.username);
  if (!profile) throw data(null, { status: 404 });
  const { id, ...rest } = profile;
  return { profile: rest, isSelf: id === member.id };
}

export async function action({ request, params }: Route.ActionArgs) {
  const member = await requireMember(request);
  const form = await readForm(request);
  return runForumAction(async () => {
    if (params.username.toLowerCase() !== member.username.toLowerCase()) {
      return data<ForumActionData>({ ok: false, error: "You can only edit your own profile." }, { status: 403 });
    }
    await updateBio(getDb(), member, pick(form, "bio"));
    return { ok: true, message: "Your bio was saved." } satisfies ForumActionData;
  });
}

export default function MemberProfile({ loaderData }: Route.ComponentProps) {
  const { profile, isSelf } = loaderData;
  const actionData = useActionData<ForumActionData>();
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <Breadcrumbs items={[{ to: "/community/members", label: "Members" }, { label: profile.fullName }]} />
      <PageHeader title={profile.fullName} />
      <p className="mt-1 text-slate-700 dark:text-slate-300">
        @{profile.username} · joined <time dateTime={profile.joinedAt}>{formatDate(profile.joinedAt)}</time>
        {profile.role !== "member" && <span className="ml-2 font-semibold capitalize">{profile.role}</span>}
      </p>
      <div className={`${cardClass} mt-6`}>
        <h2 className="font-semibold text-lg">About</h2>
        <p className="mt-2 whitespace-pre-line text-slate-800 dark:text-slate-200">{profile.bio || "No bio yet."}</p>
        {isSelf && (
          <Form method="post" className="mt-4 space-y-3">
            {actionData &&
              (actionData.ok ? (
                <Notice>{actionData.message}</Notice>
              ) : (
                <Notice tone="error">{actionData.error}</Notice>
              ))}
            <label htmlFor="bio" className={labelClass}>
              Your bio
            </label>
            <textarea
              id="bio"
              name="bio"
              defaultValue={profile.bio}
              maxLength={forumLimits.bioMax}
              rows={4}
              className={inputClass}
            />
            <button type="submit" className={buttonClass("primary")}>
              Save bio
            </button>
          </Form>
        )}
      </div>
      <h2 className="mt-10 mb-4 font-semibold text-xl">Recent topics</h2>
      {profile.topics.length === 0 ? (
        <p className={cardClass}>No topics yet.</p>
      ) : (
        <TopicList topics={profile.topics} />
      )}
    </section>
  );
}
