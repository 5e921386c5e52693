import type { Competency } from "#app/content/public/schemas.ts";

/** The XQ outcomes as a numbered list of titles with their descriptions. */
export function CompetencyList({ items }: { items: Competency[] }) {
  return (
    <ol className="space-y-4">
      {items.map((item, index) => (
        <li key={item.title} className="flex gap-4">
          <span
            aria-hidden="true"
            className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-700 font-bold text-sm text-white dark:bg-honey-300 dark:text-slate-950"
          >
            {index + 1}
          </span>
          <div>
            <p className="font-semibold text-slate-900 dark:text-white">{item.title}</p>
            <p className="mt-1 text-slate-700 leading-relaxed dark:text-slate-300">{item.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
