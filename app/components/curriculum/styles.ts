import type { Unit } from "#app/content/curriculum/schema.ts";

export const buttonClass = {
  primary:
    "inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-sm text-white hover:bg-brand-800 dark:bg-honey-300 dark:text-slate-950 dark:hover:bg-honey-400",
  secondary:
    "inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 text-sm hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800",
  chip: "inline-flex min-h-9 items-center rounded-full border border-slate-300 bg-white px-3 py-1 font-medium text-slate-800 text-sm hover:border-brand-700 hover:text-brand-800 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-honey-300 dark:hover:text-honey-300",
};

export const linkClass =
  "font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900 dark:text-honey-300 dark:hover:text-honey-400";

export const cardClass =
  "break-inside-avoid rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900";

export const mutedText = "text-slate-700 dark:text-slate-300";

/** The hero band of a unit in its colour (light tint; dark mode keeps a neutral slate for contrast). */
export const unitTint: Record<Unit["color"], string> = {
  green: "border-emerald-200 bg-emerald-50 dark:border-emerald-900 dark:bg-slate-900 print:bg-white",
  blue: "border-sky-200 bg-sky-50 dark:border-sky-900 dark:bg-slate-900 print:bg-white",
  orange: "border-orange-200 bg-orange-50 dark:border-orange-900 dark:bg-slate-900 print:bg-white",
};

export const codeClass =
  "inline-block whitespace-nowrap rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-800 text-xs dark:bg-slate-800 dark:text-slate-200";
