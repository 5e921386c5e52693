import { buttonClass as button, compactCardClass } from "#app/components/ui/styles.ts";
import type { Unit } from "#app/content/curriculum/schema.ts";
import { cn } from "#app/lib/cn.ts";

// The curriculum pages' variants of the design system's tokens (app/components/ui/styles.ts).
export const buttonClass = {
  primary: button("primary"),
  secondary: button("secondary"),
  chip: "inline-flex min-h-9 items-center rounded-full border border-slate-300 bg-white px-3 py-1 font-medium text-slate-800 text-sm hover:border-brand-700 hover:text-brand-800 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-honey-300 dark:hover:text-honey-300",
};

export const linkClass =
  "font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900 dark:text-honey-300 dark:hover:text-honey-400";

export const cardClass = cn("break-inside-avoid", compactCardClass);

export const mutedText = "text-slate-700 dark:text-slate-300";

/** The hero band of a unit in its colour (light tint; dark mode keeps a neutral slate for contrast). */
export const unitTint: Record<Unit["color"], string> = {
  green: "border-emerald-200 bg-emerald-50 dark:border-emerald-900 dark:bg-slate-900 print:bg-white",
  blue: "border-sky-200 bg-sky-50 dark:border-sky-900 dark:bg-slate-900 print:bg-white",
  orange: "border-orange-200 bg-orange-50 dark:border-orange-900 dark:bg-slate-900 print:bg-white",
};

export const codeClass =
  "inline-block whitespace-nowrap rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-800 text-xs dark:bg-slate-800 dark:text-slate-200";
