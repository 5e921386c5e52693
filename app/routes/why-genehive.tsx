import { CircleCheck } from "lucide-react";
import { CtaBanner } from "#app/components/marketing/banner.tsx";
import { ButtonLinks } from "#app/components/marketing/button-link.tsx";
import { cardClass, FeatureGrid } from "#app/components/marketing/card.tsx";
import { CheckList } from "#app/components/marketing/check-list.tsx";
import { IconTile } from "#app/components/marketing/icon.tsx";
import { PageHero } from "#app/components/marketing/page-hero.tsx";
import { Section } from "#app/components/marketing/section.tsx";
import { localizedContent } from "#app/content/public/localized.ts";
import { whyContentSchema } from "#app/content/public/schemas.ts";
import { whyContent } from "#app/content/public/why-genehive.ts";
import { useUi } from "#app/lib/language.tsx";
import { staticPage } from "#app/lib/route-handle.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { languageOfPath } from "#shared/i18n/languages.ts";
import { pagePath } from "#shared/i18n/pages.ts";
import type { Route } from "./+types/why-genehive";

export const handle = staticPage;

const contentIn = localizedContent(
  "why-genehive",
  whyContent,
  whyContentSchema,
  import.meta.glob("/app/content/public/*/why-genehive.ts", { eager: true, import: "default" }),
);

export function meta({ location }: Route.MetaArgs) {
  const lang = languageOfPath(location.pathname);
  return pageMeta({ ...contentIn(lang).meta, path: pagePath("why-genehive", lang) });
}

export default function WhyGeneHive() {
  const content = contentIn(useUi().lang);
  const { hero, idealFor, highlights, appeal, implementation, success, closing } = content;
  return (
    <>
      <PageHero hero={hero}>
        <ButtonLinks links={hero.actions} inverse />
      </PageHero>

      <Section heading={idealFor.heading}>
        <FeatureGrid items={idealFor.items} columns={3} />
      </Section>

      <Section heading={highlights.heading} tone="muted">
        <FeatureGrid items={highlights.items} />
      </Section>

      <Section heading={appeal.heading}>
        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {appeal.groups.map((group) => (
            <li key={group.title} className={cardClass}>
              <IconTile name={group.icon} />
              <h3 className="mt-4 font-bold text-slate-900 text-xl dark:text-white">{group.title}</h3>
              <CheckList items={group.points} className="mt-4" />
            </li>
          ))}
        </ul>
      </Section>

      <Section heading={implementation.heading} tone="muted">
        <FeatureGrid items={implementation.items} />
      </Section>

      <Section heading={success.heading}>
        <ol className="mt-10 grid gap-4 md:grid-cols-2">
          {success.items.map((item) => (
            <li
              key={item}
              className="flex items-start gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
            >
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-honey-300" />
              <span className="text-slate-800 dark:text-slate-200">{item}</span>
            </li>
          ))}
        </ol>
      </Section>

      <CtaBanner id="get-started" banner={closing} />
    </>
  );
}
