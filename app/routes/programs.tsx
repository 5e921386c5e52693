import { CtaBanner } from "#app/components/marketing/banner.tsx";
import { ButtonLink } from "#app/components/marketing/button-link.tsx";
import { cardClass } from "#app/components/marketing/card.tsx";
import { FactText } from "#app/components/marketing/fact.tsx";
import { IconTile } from "#app/components/marketing/icon.tsx";
import { PageHero } from "#app/components/marketing/page-hero.tsx";
import { Section } from "#app/components/marketing/section.tsx";
import { units } from "#app/content/curriculum/index.ts";
import { localizedContent } from "#app/content/public/localized.ts";
import { programsContent } from "#app/content/public/programs.ts";
import { type Program, type ProgramsContent, programsContentSchema } from "#app/content/public/schemas.ts";
import { withUnitCount } from "#app/content/public/unit-count.ts";
import { SessionList, type SessionSummary } from "#app/features/programs/session-list.tsx";
import { cn } from "#app/lib/cn.ts";
import { requestLanguage, useUi } from "#app/lib/language.tsx";
import { staticPage } from "#app/lib/route-handle.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { publicPrograms, sessionSummaries } from "#server/programs/public-view.ts";
import { getDb } from "#server/runtime.ts";
import { languageOfPath } from "#shared/i18n/languages.ts";
import { pagePath } from "#shared/i18n/pages.ts";
import type { ProgramFactKey, ProgramId } from "#shared/programs/schemas.ts";
import type { Route } from "./+types/programs";

export const handle = staticPage;

const contentIn = withUnitCount(
  localizedContent(
    "programs",
    programsContent,
    programsContentSchema,
    import.meta.glob("/app/content/public/*/programs.ts", { eager: true, import: "default" }),
  ),
);

// Rendered per request from what staff set (docs/decisions/0027-programs-from-the-database.md): a program's facts
// override the content's, which stay "To be announced" until set; the sessions families may see are listed under
// their program. The text counts the units ("six units"): the count comes from the curriculum, on the server only.
export async function loader({ request }: Route.LoaderArgs) {
  const lang = requestLanguage(request);
  const { facts, sessions } = await publicPrograms(getDb());
  const factsIn: Partial<Record<ProgramId, Partial<Record<ProgramFactKey, string>>>> = {};
  for (const [id, byLang] of Object.entries(facts)) factsIn[id as ProgramId] = byLang?.[lang] ?? {};
  const summaries: SessionSummary[] = sessionSummaries(sessions, lang);
  return { unitCount: units.length, facts: factsIn, sessions: summaries };
}

/** Staff edits show within seconds: a browser or proxy must not keep its own copy. */
export function headers() {
  return { "Cache-Control": "no-cache" };
}

export function meta({ location, loaderData }: Route.MetaArgs) {
  const lang = languageOfPath(location.pathname);
  return pageMeta({ ...contentIn(lang, loaderData.unitCount).meta, path: pagePath("programs", lang) });
}

const factKeys = ["audience", "format", "where", "when", "cost"] as const;

export default function Programs({ loaderData }: Route.ComponentProps) {
  const content = contentIn(useUi().lang, loaderData.unitCount);
  const { hero, list, closing } = content;
  return (
    <>
      <PageHero hero={hero} />
      <Section heading={list.heading}>
        <ul className="mt-10 grid gap-8 lg:grid-cols-2">
          {list.items.map((program) => (
            <ProgramCard
              key={program.id}
              program={withFacts(program, loaderData.facts[program.id])}
              feeHelp={loaderData.facts[program.id]?.feeHelp}
              list={list}
              sessions={loaderData.sessions.filter((s) => s.programId === program.id)}
            />
          ))}
        </ul>
      </Section>
      <CtaBanner id="questions" banner={closing} />
    </>
  );
}

/** The content's program with the facts staff set in this language. */
function withFacts(program: Program, facts: Partial<Record<ProgramFactKey, string>> = {}): Program {
  const set = (key: ProgramFactKey) => (facts[key] ? { [key]: facts[key] } : {});
  return {
    ...program,
    ...set("audience"),
    ...set("format"),
    ...set("where"),
    ...set("when"),
    ...set("cost"),
    ...set("join"),
  };
}

function ProgramCard({
  program,
  list,
  feeHelp,
  sessions,
}: {
  program: Program;
  list: ProgramsContent["list"];
  feeHelp?: string;
  sessions: SessionSummary[];
}) {
  const { labels, placeholderLabel } = list;
  return (
    <li id={program.id} className={cn(cardClass, "flex flex-col p-6 sm:p-8")}>
      <IconTile name={program.icon} />
      <h3 className="mt-5 text-balance font-bold text-2xl text-slate-900 dark:text-white">{program.title}</h3>
      <p className="mt-3 text-slate-700 leading-relaxed dark:text-slate-300">{program.summary}</p>
      <dl className="mt-6 flex-1 space-y-4">
        {factKeys.map((key) => (
          <div key={key}>
            <dt className="font-semibold text-slate-900 dark:text-white">{labels[key]}</dt>
            <dd className="mt-1 text-slate-700 leading-relaxed dark:text-slate-300">
              <FactText fact={program[key]} placeholderLabel={placeholderLabel} />
            </dd>
          </div>
        ))}
        {feeHelp && (
          <div>
            <dt className="font-semibold text-slate-900 dark:text-white">{labels.feeHelp}</dt>
            <dd className="mt-1 text-slate-700 leading-relaxed dark:text-slate-300">{feeHelp}</dd>
          </div>
        )}
        <div>
          <dt className="font-semibold text-slate-900 dark:text-white">{labels.join}</dt>
          <dd className="mt-1 text-slate-700 leading-relaxed dark:text-slate-300">{program.join}</dd>
        </div>
      </dl>
      {sessions.length > 0 && <SessionList sessions={sessions} programTitle={program.title} />}
      <div className="mt-8">
        <ButtonLink href={program.action.href}>{program.action.label}</ButtonLink>
      </div>
    </li>
  );
}
