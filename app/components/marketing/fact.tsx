import type { Fact } from "#app/content/public/schemas.ts";

/** A fact as plain text, a placeholder spelled out (for structured data and plain-text uses). */
export function factToText(fact: Fact, placeholderLabel: string): string {
  return typeof fact === "string" ? fact : `${placeholderLabel}: ${fact.placeholder}.`;
}

/**
 * A fact, or a clearly marked placeholder for one the staff have not confirmed yet
 * (app/content/public/placeholders.ts), so nothing unconfirmed reads as a promise.
 */
export function FactText({ fact, placeholderLabel }: { fact: Fact; placeholderLabel: string }) {
  if (typeof fact === "string") return fact;
  return (
    <span
      data-placeholder
      className="inline-block rounded-md border border-amber-700 border-dashed bg-amber-50 px-2 py-1 text-amber-950 dark:border-honey-300/70 dark:bg-honey-300/10 dark:text-honey-300"
    >
      <strong className="font-semibold">{placeholderLabel}:</strong> {fact.placeholder}
    </span>
  );
}
