import { cn } from "#app/lib/cn.ts";
import { codeClass } from "./styles.ts";

/** Standard codes as a row of chips; nothing at all when there are none. */
export function CodeList({ codes, className }: { codes: readonly string[]; className?: string }) {
  if (codes.length === 0) return null;
  return (
    <span className={cn("flex flex-wrap gap-1.5", className)}>
      {codes.map((code) => (
        <span key={code} className={codeClass}>
          {code}
        </span>
      ))}
    </span>
  );
}
