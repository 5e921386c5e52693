import { Form, Link } from "react-router";
import { buttonClass, cardClass, inputClass } from "#app/components/ui/styles.ts";
import { Breadcrumbs, PageHeader, Pagination } from "#app/features/forum/components.tsx";
import { formatCount, formatDate } from "#app/features/forum/format.ts";
import { requireMember } from "#server/auth/session.ts";
import { listMembers } from "#server/forum/queries.ts";
import { getDb } from "#server/runtime.ts";
import { parsePage } from "#shared/forum/schemas.ts";
import type { Route } from "./+types/members";

export function meta() {
  return [{ title: "Members | GeneHive" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireMember(request);
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").slice(0, 100);
  const page = parsePage(params.get("page"));
  return { q, page, ...(await listMembers(getDb(), { q, page })) };
}

export default function Members({ loaderData }: Route.ComponentProps) {
  const { q, page, members, total, pageSize } = loaderData;
  return (
    <section className="mx-auto max-w-5xl px-4 py-12">
      <Breadcrumbs items={[{ to: "/community", label: "Community" }, { label: "Members" }]} />
      <PageHeader title="Members" />
      <Form method="get" role="search" className="mt-6 flex gap-2">
        <label htmlFor="member-q" className="sr-only">
          Search by name or username
        </label>
        <input
          id="member-q"
          name="q"
          type="search"
          defaultValue={q}
          placeholder="Search by name or username"
          className={inputClass}
        />
        <button type="submit" className={buttonClass("primary")}>
          Search
        </button>
      </Form>
      <p role="status" className="mt-4 text-slate-700 text-sm dark:text-slate-300">
        {formatCount(total, "member", "members")}
        {q ? ` matching "${q}"` : ""}
      </p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {members.map((m) => (
          <li key={m.username} className={cardClass}>
            <Link to={`/community/members/${m.username}`} className="font-semibold text-lg hover:underline">
              {m.fullName}
            </Link>
            <p className="text-slate-700 text-sm dark:text-slate-300">
              @{m.username}
              {m.role !== "member" && <span className="ml-2 font-semibold capitalize">{m.role}</span>}
            </p>
            <p className="mt-2 text-slate-700 text-sm dark:text-slate-300">
              Joined <time dateTime={m.joinedAt}>{formatDate(m.joinedAt)}</time> ·{" "}
              {formatCount(m.topicCount, "topic", "topics")} · {formatCount(m.replyCount, "reply", "replies")}
            </p>
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        total={total}
        pageSize={pageSize}
        href={(p) => `/community/members?${new URLSearchParams({ ...(q ? { q } : {}), page: String(p) })}`}
      />
    </section>
  );
}
