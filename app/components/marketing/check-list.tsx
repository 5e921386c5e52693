import { CircleCheck } from "lucide-react";
import { cn } from "#app/lib/cn.ts";

export function CheckList({ items, className }: { items: string[]; className?: string }) {
  return (
    <ul className={cn("space-y-3", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-slate-700 leading-relaxed dark:text-slate-300">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-honey-300" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
