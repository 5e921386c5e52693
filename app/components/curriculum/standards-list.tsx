import type { Unit } from "#app/content/curriculum/schema.ts";
import { cn } from "#app/lib/cn.ts";
import { cardClass, codeClass, mutedText } from "./styles.ts";
import { curriculumText } from "./text.ts";

/** A unit's standards alignment: NGSS performance expectations and state biology standards with descriptions. */
export function StandardsList({ standards }: { standards: Unit["standards"] }) {
  const groups = [
    { title: curriculumText.ngss, items: standards.ngss },
    { title: curriculumText.state, items: standards.state },
  ];
  return (
    <div className="grid items-start gap-4 md:grid-cols-2">
      {groups.map((group) => (
        <div key={group.title} className={cardClass}>
          <h3 className="font-semibold text-lg text-slate-900 dark:text-white">{group.title}</h3>
          <ul className="mt-3 space-y-3">
            {group.items.map((s) => (
              <li key={s.code}>
                <span className={codeClass}>{s.code}</span>
                <p className={cn("mt-1 text-sm", mutedText)}>{s.description}</p>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
