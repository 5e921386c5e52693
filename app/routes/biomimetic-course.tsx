import { BookOpen, Hammer, Layers } from "lucide-react";
import { CtaBanner } from "#app/components/marketing/banner.tsx";
import { ButtonLink } from "#app/components/marketing/button-link.tsx";
import { cardClass, FeatureGrid } from "#app/components/marketing/card.tsx";
import { CompetencyList } from "#app/components/marketing/competency-list.tsx";
import { PageHero } from "#app/components/marketing/page-hero.tsx";
import { Section } from "#app/components/marketing/section.tsx";
import { biomimeticContent } from "#app/content/public/biomimetic-course.ts";
import { localizedContent } from "#app/content/public/localized.ts";
import type { Module } from "#app/content/public/schemas.ts";
import { biomimeticContentSchema } from "#app/content/public/schemas.ts";
import { cn } from "#app/lib/cn.ts";
import { useUi } from "#app/lib/language.tsx";
import { staticPage } from "#app/lib/route-handle.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { languageOfPath } from "#shared/i18n/languages.ts";
import { pagePath } from "#shared/i18n/pages.ts";
import type { Route } from "./+types/biomimetic-course";

export const handle = staticPage;

const contentIn = localizedContent(
  "biomimetic-course",
  biomimeticContent,
  biomimeticContentSchema,
  import.meta.glob("/app/content/public/*/biomimetic-course.ts", { eager: true, import: "default" }),
);

export function meta({ location }: Route.MetaArgs) {
  const lang = languageOfPath(location.pathname);
  return pageMeta({ ...contentIn(lang).meta, path: pagePath("biomimetic-course", lang) });
}

export default function BiomimeticCourse() {
  const content = contentIn(useUi().lang);
  const { hero, overview, themes, modules, projects, outcomes, technology, closing } = content;
  return (
    <>
      <PageHero hero={hero}>
        <ButtonLink href={hero.explore.href} inverse>
          {hero.explore.label}
        </ButtonLink>
        <ButtonLink href={hero.fullCourse.href} variant="secondary" inverse>
          {hero.fullCourse.label}
        </ButtonLink>
        <ButtonLink href={hero.approach.href} variant="secondary" inverse>
          {hero.approach.label}
        </ButtonLink>
      </PageHero>

      <Section heading={overview.heading}>
        <FeatureGrid items={overview.items} columns={3} />
      </Section>

      <Section heading={themes.heading} tone="muted">
        <FeatureGrid items={themes.items} />
      </Section>

      <Section heading={modules.heading}>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {modules.items.slice(0, modules.shown).map((module, index) => (
            <ModuleCard
              key={module.title}
              module={module}
              number={index + 1}
              labels={{ module: modules.moduleLabel, lesson: modules.lessonLabel, project: modules.projectLabel }}
            />
          ))}
          <li className="flex flex-col justify-center rounded-2xl bg-brand-800 p-6 text-white dark:bg-slate-900 dark:ring-1 dark:ring-honey-300/40">
            <Layers aria-hidden="true" className="size-8 text-honey-300" />
            <h3 className="mt-4 font-bold text-2xl">{modules.more.title}</h3>
            <p className="mt-2 text-brand-50 leading-relaxed dark:text-slate-300">{modules.more.description}</p>
            <div className="mt-6">
              <ButtonLink href={modules.more.link.href} inverse>
                {modules.more.link.label}
              </ButtonLink>
            </div>
          </li>
        </ul>
      </Section>

      <Section heading={projects.heading} tone="muted">
        <FeatureGrid items={projects.items} columns={2} />
      </Section>

      <Section heading={outcomes.heading}>
        <div className="mt-10 grid gap-8 lg:grid-cols-2">
          <div className={cardClass}>
            <h3 className="font-bold text-slate-900 text-xl dark:text-white">{outcomes.xqTitle}</h3>
            <div className="mt-6">
              <CompetencyList items={outcomes.xq} />
            </div>
          </div>
          <div className={cardClass}>
            <h3 className="font-bold text-slate-900 text-xl dark:text-white">{outcomes.sdgTitle}</h3>
            <ul className="mt-6 space-y-4">
              {outcomes.sdgs.map((sdg) => (
                <li key={sdg.number} className="flex gap-4">
                  <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-sky-100 font-bold text-sky-900 dark:bg-sky-950 dark:text-sky-200">
                    <span className="sr-only">{outcomes.sdgLabel} </span>
                    {sdg.number}
                  </span>
                  <div>
                    <p className="font-semibold text-slate-900 dark:text-white">{sdg.title}</p>
                    <p className="text-slate-700 dark:text-slate-300">{sdg.connection}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section heading={technology.heading} tone="muted">
        <FeatureGrid items={technology.items} />
      </Section>

      <CtaBanner id="join" banner={closing} />
    </>
  );
}

interface ModuleCardProps {
  module: Module;
  number: number;
  labels: { module: string; lesson: string; project: string };
}

function ModuleCard({ module, number, labels }: ModuleCardProps) {
  return (
    <li className={cn(cardClass, "flex flex-col")}>
      <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide dark:text-honey-300">
        {labels.module} {number}
      </p>
      <h3 className="mt-2 font-bold text-slate-900 text-xl dark:text-white">{module.title}</h3>
      <ul className="mt-5 space-y-3">
        {module.lessons.map((lesson) => {
          const project = lesson.type === "project";
          const Glyph = project ? Hammer : BookOpen;
          return (
            <li key={lesson.title} className="flex items-start gap-3">
              <Glyph aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-honey-300" />
              <span className="text-slate-700 dark:text-slate-300">
                <span className="font-semibold text-slate-900 dark:text-white">
                  {project ? labels.project : labels.lesson}:
                </span>{" "}
                {lesson.title}
              </span>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
