import { ButtonLink, TextLink } from "#app/components/marketing/button-link.tsx";
import { cardClass, FeatureGrid } from "#app/components/marketing/card.tsx";
import { CheckList } from "#app/components/marketing/check-list.tsx";
import { CompetencyList } from "#app/components/marketing/competency-list.tsx";
import { IconTile } from "#app/components/marketing/icon.tsx";
import { PageHero } from "#app/components/marketing/page-hero.tsx";
import { Section } from "#app/components/marketing/section.tsx";
import { units } from "#app/content/curriculum/index.ts";
import { coursesContent } from "#app/content/public/courses.ts";
import { localizedContent } from "#app/content/public/localized.ts";
import { coursesContentSchema } from "#app/content/public/schemas.ts";
import { withUnitCount } from "#app/content/public/unit-count.ts";
import { cn } from "#app/lib/cn.ts";
import { useUi } from "#app/lib/language.tsx";
import { staticPage } from "#app/lib/route-handle.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { languageOfPath } from "#shared/i18n/languages.ts";
import { pagePath } from "#shared/i18n/pages.ts";
import type { Route } from "./+types/courses";

export const handle = staticPage;

const contentIn = withUnitCount(
  localizedContent(
    "courses",
    coursesContent,
    coursesContentSchema,
    import.meta.glob("/app/content/public/*/courses.ts", { eager: true, import: "default" }),
  ),
);

// The text counts the units ("six units"): the count comes from the curriculum, on the server only (the page is
// prerendered), so the curriculum's content never weighs on the page's code.
export function loader() {
  return { unitCount: units.length };
}

export function meta({ location, loaderData }: Route.MetaArgs) {
  const lang = languageOfPath(location.pathname);
  return pageMeta({ ...contentIn(lang, loaderData.unitCount).meta, path: pagePath("courses", lang) });
}

export default function Courses({ loaderData }: Route.ComponentProps) {
  const content = contentIn(useUi().lang, loaderData.unitCount);
  const { hero, enrol, courses, xq, why } = content;
  return (
    <>
      <PageHero hero={hero} />
      <div className="mx-auto max-w-6xl px-4 pt-10 sm:px-6">
        <p
          data-enrol-notice
          className="rounded-xl border border-brand-700/30 bg-brand-50 p-5 text-slate-800 dark:border-honey-300/40 dark:bg-slate-900 dark:text-slate-200"
        >
          {enrol.text} <TextLink href={enrol.link.href}>{enrol.link.label}</TextLink>
        </p>
      </div>

      <Section heading={courses.heading}>
        <ul className="mt-10 grid gap-8 lg:grid-cols-2">
          {courses.items.map((course) => (
            <li key={course.title} className={cn(cardClass, "flex flex-col p-8")}>
              <IconTile name={course.icon} />
              <h3 className="mt-5 text-balance font-bold text-2xl text-slate-900 dark:text-white">{course.title}</h3>
              <p className="mt-2 font-semibold text-brand-700 text-sm dark:text-honey-300">{course.subtitle}</p>
              <p className="mt-4 text-slate-700 leading-relaxed dark:text-slate-300">{course.description}</p>
              <CheckList items={course.highlights} className="mt-6 mb-8" />
              <div className="mt-auto">
                <ButtonLink href={course.link.href} srContext={course.title}>
                  {course.link.label}
                </ButtonLink>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section heading={xq.heading} tone="muted">
        <div className="mt-8 grid gap-10 lg:grid-cols-[2fr_3fr]">
          <div className="space-y-4 text-lg text-slate-700 leading-relaxed dark:text-slate-300">
            {xq.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <p>
              <TextLink href={xq.link.href}>{xq.link.label}</TextLink>
            </p>
          </div>
          <CompetencyList items={xq.competencies} />
        </div>
      </Section>

      <Section heading={why.heading}>
        <FeatureGrid items={why.points} columns={3} />
        <div className="mt-10">
          <ButtonLink href={why.link.href}>{why.link.label}</ButtonLink>
        </div>
      </Section>
    </>
  );
}
