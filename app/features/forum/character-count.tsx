import { cn } from "#app/lib/cn.ts";
import { composerText } from "./composer-text.ts";

/** The length the server checks: the text without the spaces around it (shared/forum/schemas.ts trims first). */
export function countedLength(text: string): number {
  return text.trim().length;
}

/**
 * How long a text is against its limit, in a field's hint (so the field's aria-describedby reads it on focus).
 * Nothing is ever cut: past the limit the count turns into an error, in words and in red, and a polite
 * announcement says so once (its words do not change while the text stays too long, so it is not repeated at
 * every key). The field itself shows the server's message (the field's `error`) and is marked invalid.
 */
export function CharacterCount({ length, max }: { length: number; max: number }) {
  const over = length - max;
  return (
    <>
      <span
        data-character-count
        data-over={over > 0 ? "" : undefined}
        className={cn(over > 0 && "font-semibold text-red-700 dark:text-red-300")}
      >
        {composerText.characters(length, max)}
        {over > 0 && ` ${composerText.overBy(over)}`}
      </span>
      <span role="status" className="sr-only">
        {over > 0 ? composerText.overLimit(max) : ""}
      </span>
    </>
  );
}
