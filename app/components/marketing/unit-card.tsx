import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { UnitCard as UnitCardData } from "#app/content/public/schemas.ts";
import { cn } from "#app/lib/cn.ts";
import { useUi } from "#app/lib/language.tsx";
import { defaultLanguage } from "#shared/i18n/languages.ts";
import { cardClass } from "./card.tsx";

const palette: Record<UnitCardData["color"], { stripe: string; badge: string }> = {
  green: {
    stripe: "bg-emerald-500",
    badge: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  },
  blue: { stripe: "bg-sky-500", badge: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200" },
  orange: {
    stripe: "bg-orange-500",
    badge: "bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-200",
  },
};

interface UnitCardProps {
  unit: UnitCardData;
  labels: { unit: string; keyTopics: string; open: string };
}

/** A unit of the project-based course; the whole card is one link to the unit page. */
export function UnitCard({ unit, labels }: UnitCardProps) {
  const { lang, ui } = useUi();
  const colors = palette[unit.color];
  // The unit pages are in English only: a translated page says so.
  const elsewhere = lang !== defaultLanguage.code;
  return (
    <li
      className={cn(
        cardClass,
        "relative flex flex-col overflow-hidden pt-8 transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600 dark:has-[a:focus-visible]:ring-honey-300",
      )}
    >
      <span aria-hidden="true" className={cn("absolute inset-x-0 top-0 h-1.5", colors.stripe)} />
      <p
        className={cn("self-start rounded-full px-3 py-1 font-semibold text-xs uppercase tracking-wide", colors.badge)}
      >
        {labels.unit} {unit.number}
      </p>
      <h3 className="mt-4 text-balance font-bold text-slate-900 text-xl dark:text-white">
        <Link
          to={`/unit/${unit.number}`}
          hrefLang={elsewhere ? defaultLanguage.code : undefined}
          className="after:absolute after:inset-0 focus-visible:outline-none"
        >
          {unit.title}
          {elsewhere && <span className="sr-only"> {ui.inEnglish}</span>}
        </Link>
      </h3>
      <p className="mt-3 text-slate-700 leading-relaxed dark:text-slate-300">{unit.description}</p>
      <p className="mt-5 font-semibold text-slate-900 text-sm dark:text-white">{labels.keyTopics}</p>
      <ul className="mt-2 mb-6 flex flex-wrap gap-2">
        {unit.keyTopics.map((topic) => (
          <li
            key={topic}
            className="rounded-md bg-slate-100 px-2 py-1 text-slate-800 text-sm dark:bg-slate-800 dark:text-slate-200"
          >
            {topic}
          </li>
        ))}
      </ul>
      <span
        aria-hidden="true"
        className="mt-auto inline-flex items-center gap-1 font-semibold text-brand-700 dark:text-honey-300"
      >
        {labels.open}
        <ArrowRight className="size-4" />
      </span>
    </li>
  );
}
