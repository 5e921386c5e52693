import { ArrowRight, Check, Minus } from "lucide-react";
import type { PacingSegment, UnitSummary } from "#app/content/curriculum/hub.ts";
import { standardsPageUrl } from "#app/content/curriculum/search.ts";
import { cn } from "#app/lib/cn.ts";
import { LinkCard } from "./link-card.tsx";
import { codeClass, linkClass, mutedText } from "./styles.ts";
import { curriculumText, hubText } from "./text.ts";

/** The units as cards: what each is, for whom, how long, and its driving question. */
export function UnitOverviewCards(props: {
  units: UnitSummary[];
  course: { title: string; path: string; gradeBand: string };
}) {
  return (
    <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {props.units.map((unit) => (
        <LinkCard key={unit.number} eyebrow={curriculumText.unitLabel(unit.number)} title={unit.title} href={unit.url}>
          <dl className={cn("mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm", mutedText)}>
            <dt className="font-medium">{hubText.course}</dt>
            <dd>{props.course.title}</dd>
            <dt className="font-medium">{hubText.gradeBand}</dt>
            <dd>{props.course.gradeBand}</dd>
            <dt className="font-medium">{hubText.length}</dt>
            <dd>{unit.length}</dd>
          </dl>
          <p className="mt-3 flex-1 text-slate-800 italic dark:text-slate-200">{unit.drivingQuestion}</p>
          <p className="mt-3 flex items-center gap-1 font-semibold text-brand-800 text-sm dark:text-honey-300">
            {hubText.openUnit(unit.number)}
            <ArrowRight aria-hidden="true" className="size-4" />
          </p>
        </LinkCard>
      ))}
    </ul>
  );
}

/** Each unit's phases (or lessons) as a bar, each block as wide as its days, so units compare at a glance. */
export function PacingOverview({ units }: { units: UnitSummary[] }) {
  return (
    <div className="space-y-6">
      {units.map((unit) => (
        <PacingRow key={unit.number} unit={unit} />
      ))}
    </div>
  );
}

function PacingRow({ unit }: { unit: UnitSummary }) {
  return (
    <section aria-labelledby={`pacing-unit-${unit.number}`}>
      <h3 id={`pacing-unit-${unit.number}`} className="font-semibold">
        <a href={unit.url} className={linkClass}>
          {curriculumText.unitLabel(unit.number)}: {unit.title}
        </a>{" "}
        <span className={cn("font-normal text-sm", mutedText)}>({unit.length})</span>
      </h3>
      <ol className="mt-2 flex flex-col gap-1 md:flex-row">
        {unit.segments.map((segment) => (
          <PacingBlock key={segment.url} segment={segment} />
        ))}
      </ol>
    </section>
  );
}

function PacingBlock({ segment }: { segment: PacingSegment }) {
  return (
    <li style={{ flexGrow: segment.days, flexBasis: 0 }} className="min-w-0">
      <a
        href={segment.url}
        className="block h-full rounded-md border border-brand-700/40 bg-brand-50 px-2 py-1.5 text-slate-900 text-sm hover:border-brand-700 hover:underline dark:border-honey-300/40 dark:bg-slate-800 dark:text-slate-100 dark:hover:border-honey-300"
      >
        <span className="block font-semibold">{segment.label}</span>
        <span className="block">{segment.range}</span>
        {/* Side by side the blocks are narrow: the title is for screen readers there. */}
        <span className="block truncate md:sr-only">{segment.title}</span>
      </a>
    </li>
  );
}

export interface GridRow {
  code: string;
  description?: string;
  units: boolean[];
}

/** Standards down, units across: a tick where the unit addresses the standard. */
export function StandardsGrid(props: { caption: string; rows: GridRow[]; units: number[] }) {
  return (
    // relative: the cells' screen-reader text is absolutely placed and must scroll with the table, not widen the page.
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700">
      <table className="w-full text-sm">
        <caption className="sr-only">{props.caption}</caption>
        <thead className="bg-slate-50 dark:bg-slate-900">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              {hubText.standardColumn}
            </th>
            {props.units.map((n) => (
              <th key={n} scope="col" className="px-2 py-2 text-center font-semibold">
                {curriculumText.unitLabel(n)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.code} className="border-slate-200 border-t dark:border-slate-700">
              <th scope="row" className="px-3 py-1.5 text-left font-normal">
                <a href={standardsPageUrl(row.code)} className={cn(codeClass, "underline")} title={row.description}>
                  {row.code}
                </a>
              </th>
              {row.units.map((covered, i) => (
                <td key={props.units[i]} className="px-2 py-1.5 text-center">
                  {covered ? (
                    <Check aria-hidden="true" className="mx-auto size-4 text-brand-700 dark:text-honey-300" />
                  ) : (
                    <Minus aria-hidden="true" className="mx-auto size-4 text-slate-500 dark:text-slate-400" />
                  )}
                  <span className="sr-only">{covered ? hubText.addressed : hubText.notAddressed}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
