import { cn } from "#app/lib/cn.ts";

// The design system's one set of tokens for buttons, cards and form fields. The member pages use them
// directly; the curriculum and marketing components build their variants from them.

/** Border and background that every card and panel shares, in both themes. */
export const surfaceClass = "border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900";

export const cardClass = cn("rounded-2xl p-6 shadow-sm", surfaceClass);

/** A denser card, for pages that list many (lessons, materials, standards). */
export const compactCardClass = cn("rounded-xl p-5", surfaceClass);

const buttonTones = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 dark:bg-honey-300 dark:text-slate-950 dark:hover:bg-honey-400",
  secondary:
    "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800",
  /** Outlined in the brand colour: the marketing pages' second call to action. */
  outline:
    "border border-brand-700 text-brand-800 hover:bg-brand-50 dark:border-honey-300 dark:text-honey-300 dark:hover:bg-white/10",
  // On the deep-green hero and banners the default focus outline colour would disappear.
  inverse: "bg-honey-300 text-slate-950 hover:bg-honey-400 focus-visible:outline-honey-300",
  inverseOutline: "border border-white/70 text-white hover:bg-white/10 focus-visible:outline-honey-300",
} as const;

const buttonSizes = {
  md: "min-h-11 gap-2 px-5 text-sm",
  /** Body-size text, for the calls to action of the public pages. */
  lg: "min-h-11 gap-2 px-5 py-2.5 text-center",
  /** Inside a panel's toolbar. */
  sm: "min-h-9 gap-1.5 px-3 text-sm",
} as const;

export type ButtonTone = keyof typeof buttonTones;

/** A button, or a link that looks like one. */
export const buttonClass = (tone: ButtonTone = "primary", extra?: string, size: keyof typeof buttonSizes = "md") =>
  cn(
    "inline-flex items-center justify-center rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-70",
    buttonSizes[size],
    buttonTones[tone],
    extra,
  );

/** A small action written as an underlined word (edit, delete, report beside a post). */
export const textButtonClass = (tone: "neutral" | "danger" = "neutral") =>
  cn("font-medium text-sm underline", tone === "danger" && "text-red-700 dark:text-red-300");

export const inputClass =
  "block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-600 focus:border-brand-700 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400";

export const labelClass = "mb-1.5 block font-medium text-slate-800 text-sm dark:text-slate-200";
