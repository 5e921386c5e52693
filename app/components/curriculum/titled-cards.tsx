import { CodeList } from "#app/components/curriculum/code-list.tsx";
import { CheckList } from "#app/components/marketing/check-list.tsx";
import { cn } from "#app/lib/cn.ts";
import { cardClass, mutedText } from "./styles.ts";

export interface TitledItem {
  title: string;
  description: string;
  /** A short note shown above the title, e.g. "Days 18-20". */
  when?: string;
  codes?: string[];
}

/** A grid of cards, each a small heading with its text (concepts, projects, competencies, activities…). */
export function TitledCards({ items, columns = 2 }: { items: TitledItem[]; columns?: 2 | 3 }) {
  return (
    <ul className={cn("grid gap-4", columns === 3 ? "sm:grid-cols-2 lg:grid-cols-3" : "sm:grid-cols-2")}>
      {items.map((item) => (
        <li key={item.title} className={cardClass}>
          {item.when && <p className="font-semibold text-brand-800 text-sm dark:text-honey-300">{item.when}</p>}
          <h3 className="font-semibold text-lg text-slate-900 dark:text-white">{item.title}</h3>
          <p className={cn("mt-2", mutedText)}>{item.description}</p>
          {item.codes && <CodeList codes={item.codes} className="mt-3" />}
        </li>
      ))}
    </ul>
  );
}

/** A plain list of statements (objectives, outcomes), each behind a dot. */
export function StatementList({ items }: { items: string[] }) {
  return <CheckList items={items} marker="dot" />;
}
