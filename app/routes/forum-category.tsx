import { Plus } from "lucide-react";
import { data, Link } from "react-router";
import { buttonClass, cardClass } from "#app/components/ui/styles.ts";
import { Breadcrumbs, PageHeader, Pagination, TopicList } from "#app/features/forum/components.tsx";
import { forumText } from "#app/features/forum/text.ts";
import { noindexMeta } from "#app/lib/seo.ts";
import { requireMember } from "#server/auth/session.ts";
import { categoryPage } from "#server/forum/pages.ts";
import { getDb } from "#server/runtime.ts";
import { forumPaths } from "#shared/forum/paths.ts";
import { parsePage } from "#shared/forum/schemas.ts";
import type { Route } from "./+types/forum-category";

export function meta({ loaderData }: Route.MetaArgs) {
  return noindexMeta(forumText.postTitle(loaderData?.category.name ?? forumText.category.fallbackTitle));
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const member = await requireMember(request);
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  const found = await categoryPage(getDb(), member, params.slug, page);
  if (!found) throw data(null, { status: 404 });
  return found;
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, topics } = loaderData;
  return (
    <section className="mx-auto max-w-6xl px-4 py-12">
      <Breadcrumbs items={[{ to: forumPaths.home, label: forumText.forum }, { label: category.name }]} />
      <PageHeader title={category.name}>
        <Link to={forumPaths.newTopic(category.slug)} className={buttonClass("primary")}>
          <Plus aria-hidden="true" className="size-4" />
          {forumText.newTopic}
        </Link>
      </PageHeader>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{category.description}</p>
      <div className="mt-8">
        {topics.items.length === 0 ? (
          <p className={cardClass}>{forumText.category.empty}</p>
        ) : (
          <TopicList topics={topics.items} showCategory={false} />
        )}
      </div>
      <Pagination pages={topics} href={(p) => forumPaths.category(category.slug, p)} />
    </section>
  );
}
