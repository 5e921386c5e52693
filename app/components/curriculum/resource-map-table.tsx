import { CodeList } from "#app/components/curriculum/code-list.tsx";
import type { Link, ResourceMapRow } from "#app/content/curriculum/schema.ts";
import { cn } from "#app/lib/cn.ts";
import { codeClass, linkClass, mutedText } from "./styles.ts";
import { curriculumText } from "./text.ts";

/**
 * An outside link; one to a provider's collection (a playlist, catalogue or chapter) rather than one page says so
 * in words, in its visible text and so in its accessible name, and a textbook section names its book the same way.
 */
export function ExternalResource({ link }: { link: Link }) {
  return (
    <a href={link.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {link.title}
      {link.kind === "collection" && (
        <>
          {" "}
          <span className="whitespace-nowrap font-normal text-xs" data-kind="collection">
            {curriculumText.collectionLabel}
          </span>
        </>
      )}
      {link.source && (
        <span className="block font-normal text-xs" data-source>
          {link.source}
        </span>
      )}
      <span className="sr-only"> {curriculumText.newTab}</span>
    </a>
  );
}

/**
 * A phase's day-by-day resource map as a table that scrolls sideways on small screens. On paper each row is a
 * block (app.css, @media print) whose cells carry their column's name in `data-label`, as eight columns on a
 * Letter page split words mid-word.
 */
export function ResourceMapTable({ rows, caption }: { rows: ResourceMapRow[]; caption: string }) {
  const columns = curriculumText.resourceMapColumns;
  const th = "border-slate-300 border-b px-3 py-2 text-left font-semibold dark:border-slate-700";
  const td = "border-slate-200 border-b px-3 py-3 align-top dark:border-slate-800";
  return (
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it
      tabIndex={0}
      // `relative` makes this scroller the containing block of the links' visually hidden "(opens in a new tab)"
      // labels (absolutely positioned): otherwise they escape its clipping and widen the page on phones.
      className="relative overflow-x-auto rounded-xl border border-slate-200 print:overflow-visible dark:border-slate-800"
    >
      <table data-resource-map className="w-full min-w-[60rem] border-collapse text-sm print:min-w-0 print:text-xs">
        <caption className="px-3 py-2 text-left font-semibold text-slate-700 dark:text-slate-300">{caption}</caption>
        <thead className="bg-slate-100 dark:bg-slate-800">
          <tr>
            {Object.values(columns).map((name) => (
              <th key={name} scope="col" className={th}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.when} ${row.question}`} data-resource-row>
              <th scope="row" className={cn(td, "whitespace-nowrap text-left font-semibold")}>
                {row.when}
              </th>
              <td className={td} data-label={columns.question}>
                {row.question}
              </td>
              <td className={td} data-label={columns.video}>
                <ExternalResource link={row.video} />
              </td>
              <td className={td} data-label={columns.interactive}>
                <ExternalResource link={row.interactive} />
              </td>
              <td className={td} data-label={columns.textbook}>
                <ExternalResource link={row.textbook} />
              </td>
              <td className={td} data-label={columns.state}>
                <span className={codeClass}>{row.stateStandard}</span>
              </td>
              <td className={td} data-label={columns.ngss}>
                {row.ngss.length ? <CodeList codes={row.ngss} /> : curriculumText.noNgss}
              </td>
              <td className={td} data-label={columns.notes}>
                {row.notes}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.some((r) => [r.video, r.interactive, r.textbook].some((l) => l.kind === "collection")) && (
        <p className={cn("px-3 py-2 text-xs print:px-0", mutedText)}>{curriculumText.resourceMapCollectionNote}</p>
      )}
    </section>
  );
}
