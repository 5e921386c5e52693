import { CircleCheck } from "lucide-react";
import { cn } from "#app/lib/cn.ts";

/** A list of points, each behind a check mark (the marketing pages) or a plain dot (objectives, outcomes). */
export function CheckList({
  items,
  className,
  marker = "check",
}: {
  items: readonly string[];
  className?: string;
  marker?: "check" | "dot";
}) {
  return (
    <ul className={cn(marker === "check" ? "space-y-3" : "space-y-2", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-slate-700 leading-relaxed dark:text-slate-300">
          {marker === "check" ? (
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-honey-300" />
          ) : (
            <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-brand-700 dark:bg-honey-300" />
          )}
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
