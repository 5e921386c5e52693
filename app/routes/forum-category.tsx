import { Plus } from "lucide-react";
import { data, Link } from "react-router";
import { buttonClass, cardClass } from "#app/components/ui/styles.ts";
import { Breadcrumbs, PageHeader, Pagination, TopicList } from "#app/features/forum/components.tsx";
import { requireMember } from "#server/auth/session.ts";
import { categoryTopics, getCategory } from "#server/forum/queries.ts";
import { getDb } from "#server/runtime.ts";
import { parsePage } from "#shared/forum/schemas.ts";
import type { Route } from "./+types/forum-category";

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.category.name ?? "Category"} | GeneHive Forum` },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireMember(request);
  const db = getDb();
  const category = await getCategory(db, params.slug);
  if (!category) throw data(null, { status: 404 });
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  const { topics, total, pageSize } = await categoryTopics(db, category.id, page);
  return {
    category: { name: category.name, slug: category.slug, description: category.description },
    topics,
    total,
    pageSize,
    page,
  };
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, topics, total, pageSize, page } = loaderData;
  return (
    <section className="mx-auto max-w-6xl px-4 py-12">
      <Breadcrumbs items={[{ to: "/community/forum", label: "Forum" }, { label: category.name }]} />
      <PageHeader title={category.name}>
        <Link to={`/community/forum/new?category=${category.slug}`} className={buttonClass("primary")}>
          <Plus aria-hidden="true" className="size-4" />
          New Topic
        </Link>
      </PageHeader>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{category.description}</p>
      <div className="mt-8">
        {topics.length === 0 ? (
          <p className={cardClass}>No topics in this category yet.</p>
        ) : (
          <TopicList topics={topics} showCategory={false} />
        )}
      </div>
      <Pagination
        page={page}
        total={total}
        pageSize={pageSize}
        href={(p) => `/community/forum/category/${category.slug}?page=${p}`}
      />
    </section>
  );
}
