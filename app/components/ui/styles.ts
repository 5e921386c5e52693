import { cn } from "#app/lib/cn.ts";

/** Class names of the design system's primitives, shared by links, buttons and inputs. */
export const buttonClass = (variant: "primary" | "secondary" | "ghost" = "primary", extra?: string) =>
  cn(
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 font-semibold text-sm transition-colors disabled:cursor-not-allowed disabled:opacity-70",
    variant === "primary" &&
      "bg-brand-700 text-white hover:bg-brand-800 dark:bg-honey-300 dark:text-slate-950 dark:hover:bg-honey-400",
    variant === "secondary" &&
      "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800",
    variant === "ghost" && "text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
    extra,
  );

export const inputClass =
  "block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-600 focus:border-brand-700 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400";

export const labelClass = "mb-1.5 block font-medium text-slate-800 text-sm dark:text-slate-200";

export const cardClass =
  "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900";
