import { Quote } from "lucide-react";
import { BannerPanel } from "#app/components/marketing/banner.tsx";
import { ButtonLink, ButtonLinks, TextLink } from "#app/components/marketing/button-link.tsx";
import { cardClass, FeatureGrid } from "#app/components/marketing/card.tsx";
import { CheckList } from "#app/components/marketing/check-list.tsx";
import { IconTile } from "#app/components/marketing/icon.tsx";
import { mailtoHref } from "#app/components/marketing/mailto.ts";
import { PageHero } from "#app/components/marketing/page-hero.tsx";
import { Section } from "#app/components/marketing/section.tsx";
import { homeContent } from "#app/content/public/home.ts";
import { localizedContent } from "#app/content/public/localized.ts";
import { homeContentSchema } from "#app/content/public/schemas.ts";
import { site } from "#app/content/site.ts";
import { cn } from "#app/lib/cn.ts";
import { useUi } from "#app/lib/language.tsx";
import { staticPage } from "#app/lib/route-handle.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { languageOfPath } from "#shared/i18n/languages.ts";
import { pagePath } from "#shared/i18n/pages.ts";
import type { Route } from "./+types/home";

export const handle = staticPage;

const contentIn = localizedContent(
  "home",
  homeContent,
  homeContentSchema,
  import.meta.glob("/app/content/public/*/home.ts", { eager: true, import: "default" }),
);

export function meta({ location }: Route.MetaArgs) {
  const lang = languageOfPath(location.pathname);
  return pageMeta({ ...contentIn(lang).meta, path: pagePath("home", lang) });
}

export default function Home() {
  const content = contentIn(useUi().lang);
  const { hero, benefits, stats, testimonials, problem, offerings, funding } = content;
  return (
    <>
      <PageHero hero={hero}>
        <ButtonLinks links={hero.actions} inverse />
      </PageHero>

      <Section heading={benefits.heading}>
        <FeatureGrid items={benefits.items} />
        <div className="mt-10">
          <ButtonLink href={benefits.cta.href}>{benefits.cta.label}</ButtonLink>
        </div>
      </Section>

      <Section heading={stats.heading} tone="muted">
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {stats.items.map((stat) => (
            <li key={stat.label} className={cardClass}>
              <p className="text-slate-700 text-xl dark:text-slate-300">
                <span className="block font-bold text-5xl text-brand-700 tracking-tight dark:text-honey-300">
                  {stat.value}
                </span>{" "}
                {stat.label}
              </p>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-slate-700 text-sm dark:text-slate-300">{stats.note}</p>
      </Section>

      <Section heading={testimonials.heading}>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {testimonials.items.map((item) => (
            <li key={item.author} className={cardClass}>
              <figure>
                <Quote aria-hidden="true" className="size-8 text-honey-500" />
                <blockquote className="mt-4 text-lg text-slate-800 leading-relaxed dark:text-slate-200">
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption className="mt-6 text-sm">
                  <span className="block font-semibold text-slate-900 dark:text-white">{item.author}</span>
                  <span className="text-slate-700 dark:text-slate-300">{item.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>

      <Section heading={problem.heading} tone="muted">
        <div className="mt-8 grid gap-10 lg:grid-cols-2">
          <div className="space-y-4 text-lg text-slate-700 leading-relaxed dark:text-slate-300">
            {problem.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <CheckList items={problem.points} className="text-lg" />
        </div>
      </Section>

      <Section heading={offerings.heading}>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {offerings.items.map((item) => (
            <li key={item.title} className={cn(cardClass, "flex flex-col")}>
              <IconTile name={item.icon} />
              <h3 className="mt-4 font-semibold text-lg text-slate-900 dark:text-white">{item.title}</h3>
              <p className="mt-2 flex-1 text-slate-700 leading-relaxed dark:text-slate-300">{item.description}</p>
              <p className="mt-4">
                <TextLink href={item.href} srContext={item.title}>
                  {offerings.detailsLabel}
                </TextLink>
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <BannerPanel
        id="funding"
        title={funding.title}
        actions={
          <ButtonLink href={mailtoHref(site.contactEmail, funding.contact.subject)} inverse>
            {funding.contact.label}
          </ButtonLink>
        }
      >
        {funding.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </BannerPanel>
    </>
  );
}
