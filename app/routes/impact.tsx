import { Globe, Mail } from "lucide-react";
import { ButtonLink, ButtonLinks, TextLink } from "#app/components/marketing/button-link.tsx";
import { cardClass, FeatureGrid } from "#app/components/marketing/card.tsx";
import { CheckList } from "#app/components/marketing/check-list.tsx";
import { IconTile } from "#app/components/marketing/icon.tsx";
import { mailtoHref } from "#app/components/marketing/mailto.ts";
import { PageHero } from "#app/components/marketing/page-hero.tsx";
import { Section } from "#app/components/marketing/section.tsx";
import { impactContent } from "#app/content/public/impact.ts";
import { localizedContent } from "#app/content/public/localized.ts";
import type { PointList } from "#app/content/public/schemas.ts";
import { impactContentSchema } from "#app/content/public/schemas.ts";
import { site } from "#app/content/site.ts";
import { cn } from "#app/lib/cn.ts";
import { useUi } from "#app/lib/language.tsx";
import { staticPage } from "#app/lib/route-handle.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { languageOfPath } from "#shared/i18n/languages.ts";
import { pagePath } from "#shared/i18n/pages.ts";
import type { Route } from "./+types/impact";

export const handle = staticPage;

const contentIn = localizedContent(
  "impact",
  impactContent,
  impactContentSchema,
  import.meta.glob("/app/content/public/*/impact.ts", { eager: true, import: "default" }),
);

export function meta({ location }: Route.MetaArgs) {
  const lang = languageOfPath(location.pathname);
  return pageMeta({ ...contentIn(lang).meta, path: pagePath("impact", lang) });
}

export default function Impact() {
  const content = contentIn(useUi().lang);
  const { hero, mission, metrics, audiences, theory, next, join } = content;
  const { students } = audiences;
  return (
    <>
      <PageHero hero={hero} />

      <Section heading={mission.heading}>
        <div className="mt-6 max-w-3xl space-y-4 text-lg text-slate-700 leading-relaxed dark:text-slate-300">
          {mission.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <Section heading={metrics.heading} tone="muted">
        <div className="mt-10 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <table className="w-full border-collapse text-left text-sm sm:text-base">
            <caption className="px-4 pt-5 pb-3 text-left font-semibold text-slate-900 sm:px-6 dark:text-white">
              {metrics.caption}
            </caption>
            <thead>
              <tr className="border-slate-200 border-y bg-slate-100 text-slate-900 text-sm dark:border-slate-700 dark:bg-slate-800 dark:text-white">
                <th scope="col" className="px-2 py-3 first:pl-4 last:pr-4 sm:px-6 sm:first:pl-6 sm:last:pr-6">
                  {metrics.columns.metric}
                </th>
                <th scope="col" className="px-2 py-3 first:pl-4 last:pr-4 sm:px-6 sm:first:pl-6 sm:last:pr-6">
                  {metrics.columns.outcome}
                </th>
                <th scope="col" className="px-2 py-3 first:pl-4 last:pr-4 sm:px-6 sm:first:pl-6 sm:last:pr-6">
                  {metrics.columns.target}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {metrics.rows.map((row) => (
                <tr key={row.metric}>
                  <th
                    scope="row"
                    className="px-2 py-4 first:pl-4 last:pr-4 sm:first:pl-6 sm:last:pr-6 font-semibold text-slate-900 sm:px-6 dark:text-white"
                  >
                    {row.metric}
                  </th>
                  <td className="px-2 py-4 first:pl-4 last:pr-4 sm:first:pl-6 sm:last:pr-6 text-slate-700 sm:px-6 dark:text-slate-300">
                    {row.outcome}
                  </td>
                  <td className="px-2 py-4 first:pl-4 last:pr-4 sm:first:pl-6 sm:last:pr-6 font-semibold text-brand-700 sm:px-6 dark:text-honey-300">
                    {row.target}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section heading={audiences.heading}>
        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          <div className={cn(cardClass, "lg:col-span-2")}>
            <h3 className="font-bold text-slate-900 text-xl dark:text-white">{students.title}</h3>
            <ul className="mt-6 grid gap-6 sm:grid-cols-3">
              {students.stats.map((stat) => (
                <li key={stat.label} className="text-slate-700 dark:text-slate-300">
                  <span className="block font-bold text-4xl text-brand-700 tracking-tight dark:text-honey-300">
                    {stat.value}
                  </span>{" "}
                  {stat.label}
                </li>
              ))}
            </ul>
            {students.points.map((point) => (
              <p key={point} className="mt-6 text-slate-700 leading-relaxed dark:text-slate-300">
                {point}
              </p>
            ))}
          </div>
          <AudienceCard group={audiences.educators} />
          <AudienceCard group={audiences.community} />
        </div>
      </Section>

      <Section heading={theory.heading} tone="muted">
        <FeatureGrid items={theory.items} />
      </Section>

      <Section heading={next.heading}>
        <FeatureGrid items={next.items} columns={3} />
      </Section>

      <Section heading={join.heading} tone="muted">
        <p className="mt-4 max-w-3xl text-lg text-slate-700 leading-relaxed dark:text-slate-300">{join.description}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLinks links={join.actions} />
          <ButtonLink href={mailtoHref(site.contactEmail, join.support.subject)} variant="secondary">
            {join.support.label}
          </ButtonLink>
        </div>
        <div className="mt-10">
          <h3 className="font-bold text-lg text-slate-900 dark:text-white">{join.contactTitle}</h3>
          <dl className="mt-4 space-y-3">
            {[
              { Icon: Mail, label: join.emailLabel, href: `mailto:${site.contactEmail}`, text: site.contactEmail },
              { Icon: Globe, label: join.websiteLabel, href: site.websiteUrl, text: new URL(site.websiteUrl).host },
            ].map(({ Icon, label, href, text }) => (
              <div key={label} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <dt className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
                  <Icon aria-hidden="true" className="size-5 text-brand-600 dark:text-honey-300" />
                  {label}
                </dt>
                <dd>
                  <TextLink href={href}>{text}</TextLink>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </Section>
    </>
  );
}

function AudienceCard({ group }: { group: PointList }) {
  return (
    <div className={cardClass}>
      <IconTile name={group.icon} />
      <h3 className="mt-4 font-bold text-slate-900 text-xl dark:text-white">{group.title}</h3>
      <CheckList items={group.points} className="mt-4" />
    </div>
  );
}
