import { Link } from "react-router";
import { cardClass } from "#app/components/ui/styles.ts";
import { Breadcrumbs, PageHeader, Pagination, SearchForm } from "#app/features/forum/components.tsx";
import { formatCount } from "#app/features/forum/format.ts";
import { LocalTime } from "#app/features/forum/local-time.tsx";
import { forumText } from "#app/features/forum/text.ts";
import { noindexMeta } from "#app/lib/seo.ts";
import { requireMember } from "#server/auth/session.ts";
import { unverifiedAmong } from "#server/auth/verification.ts";
import { membersPage } from "#server/forum/pages.ts";
import { getDb } from "#server/runtime.ts";
import { verificationText } from "#shared/auth/messages.ts";
import { hasRole } from "#shared/auth/roles.ts";
import { forumPaths } from "#shared/forum/paths.ts";
import { parsePage } from "#shared/forum/schemas.ts";
import type { Route } from "./+types/members";

const t = forumText.members;

export function meta() {
  return noindexMeta(forumText.pageTitle(t.title));
}

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireMember(request);
  const params = new URL(request.url).searchParams;
  const found = await membersPage(getDb(), params.get("q") ?? "", parsePage(params.get("page")));
  const shown = found.members.items.map((m) => m.username);
  // Moderators see whose address is unproven (someone may have signed up with another's), never the address.
  const unverified = !hasRole(viewer, "moderator") ? [] : await unverifiedAmong(getDb(), shown);
  return { ...found, unverified };
}

export default function Members({ loaderData }: Route.ComponentProps) {
  const { q, members, unverified } = loaderData;
  return (
    <section className="mx-auto max-w-5xl px-4 py-12">
      <Breadcrumbs items={[{ to: forumPaths.community, label: forumText.community }, { label: t.title }]} />
      <PageHeader title={t.title} />
      <SearchForm id="member-q" label={t.searchLabel} value={q} placeholder={t.searchLabel} />
      <p role="status" className="mt-4 text-slate-700 text-sm dark:text-slate-300">
        {formatCount(members.total, ...forumText.counts.members)}
        {q ? t.matching(q) : ""}
      </p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {members.items.map((m) => (
          <li key={m.username} className={`${cardClass} min-w-0 wrap-anywhere`}>
            <Link to={forumPaths.member(m.username)} className="font-semibold text-lg hover:underline">
              {m.fullName}
            </Link>
            <p className="text-slate-700 text-sm dark:text-slate-300">
              @{m.username}
              {m.role !== "member" && <span className="ml-2 font-semibold capitalize">{m.role}</span>}
              {unverified.includes(m.username) && (
                <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 font-medium text-amber-900 text-xs dark:bg-amber-900 dark:text-amber-100">
                  {verificationText.unverifiedBadge}
                </span>
              )}
            </p>
            <p className="mt-2 text-slate-700 text-sm dark:text-slate-300">
              {t.joined} <LocalTime iso={m.joinedAt} kind="date" /> ·{" "}
              {formatCount(m.topicCount, ...forumText.counts.topics)} ·{" "}
              {formatCount(m.replyCount, ...forumText.counts.replies)}
            </p>
          </li>
        ))}
      </ul>
      <Pagination pages={members} href={(page) => forumPaths.members({ q, page })} />
    </section>
  );
}
