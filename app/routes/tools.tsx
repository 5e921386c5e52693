import { Info } from "lucide-react";
import { ButtonLink } from "#app/components/marketing/button-link.tsx";
import { cardClass } from "#app/components/marketing/card.tsx";
import { CheckList } from "#app/components/marketing/check-list.tsx";
import { PageHero } from "#app/components/marketing/page-hero.tsx";
import { Section } from "#app/components/marketing/section.tsx";
import { localizedContent } from "#app/content/public/localized.ts";
import { type Tool, toolsContentSchema } from "#app/content/public/schemas.ts";
import { toolsContent } from "#app/content/public/tools.ts";
import { cn } from "#app/lib/cn.ts";
import { useUi } from "#app/lib/language.tsx";
import { staticPage } from "#app/lib/route-handle.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { languageOfPath } from "#shared/i18n/languages.ts";
import { pagePath } from "#shared/i18n/pages.ts";
import type { Route } from "./+types/tools";

export const handle = staticPage;

const contentIn = localizedContent(
  "tools",
  toolsContent,
  toolsContentSchema,
  import.meta.glob("/app/content/public/*/tools.ts", { eager: true, import: "default" }),
);

export function meta({ location }: Route.MetaArgs) {
  const lang = languageOfPath(location.pathname);
  return pageMeta({ ...contentIn(lang).meta, path: pagePath("tools", lang) });
}

export default function Tools() {
  const content = contentIn(useUi().lang);
  const { hero, groups, items, openLabel, note, categoryLabels } = content;
  return (
    <>
      <PageHero hero={hero} />

      <div className="mx-auto max-w-6xl px-4 pt-12 sm:px-6">
        <div className="flex gap-4 rounded-2xl border border-honey-400 bg-honey-300/15 p-6 dark:border-honey-300/40 dark:bg-honey-300/5">
          <Info aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-slate-900 dark:text-honey-300" />
          <div>
            <h2 className="font-bold text-lg text-slate-900 dark:text-white">{note.title}</h2>
            <CheckList items={note.points} className="mt-3" />
          </div>
        </div>
      </div>

      {groups.map((group) => (
        <Section key={group.id} heading={{ id: group.id, title: group.title, intro: group.intro }}>
          <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {items
              .filter((tool) => tool.category === group.category)
              .map((tool) => (
                <ToolCard key={tool.title} tool={tool} openLabel={openLabel} category={categoryLabels[tool.category]} />
              ))}
          </ul>
        </Section>
      ))}
    </>
  );
}

function ToolCard({ tool, openLabel, category }: { tool: Tool; openLabel: string; category: string }) {
  return (
    <li className={cn(cardClass, "flex flex-col")}>
      <p className="self-start rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800 text-xs uppercase tracking-wide dark:bg-honey-300/10 dark:text-honey-300">
        {category}
      </p>
      <h3 className="mt-4 font-bold text-slate-900 text-xl dark:text-white">{tool.title}</h3>
      <p className="mt-2 text-slate-700 leading-relaxed dark:text-slate-300">{tool.description}</p>
      <ul className="mt-4 mb-6 flex flex-wrap gap-2">
        {tool.tags.map((tag) => (
          <li
            key={tag}
            className="rounded-md bg-slate-100 px-2 py-1 text-slate-800 text-sm dark:bg-slate-800 dark:text-slate-200"
          >
            {tag}
          </li>
        ))}
      </ul>
      <div className="mt-auto">
        <ButtonLink href={tool.link} variant="secondary" srContext={tool.title}>
          {openLabel}
        </ButtonLink>
      </div>
    </li>
  );
}
