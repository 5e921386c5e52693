import type { ReactNode } from "react";
import type { SectionHeading } from "#app/content/public/schemas.ts";
import { cn } from "#app/lib/cn.ts";

interface SectionProps {
  heading: SectionHeading;
  children: ReactNode;
  /** "muted" gives a soft background to separate neighbouring sections. */
  tone?: "plain" | "muted";
}

/** A page section with its <h2>; its id is the target of in-page links. */
export function Section({ heading, children, tone = "plain" }: SectionProps) {
  const titleId = `${heading.id}-title`;
  return (
    <section
      id={heading.id}
      aria-labelledby={titleId}
      className={cn("py-16 sm:py-20", tone === "muted" && "bg-slate-50 dark:bg-slate-900/50")}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-3xl">
          <h2 id={titleId} className="text-balance font-bold text-3xl text-slate-900 tracking-tight dark:text-white">
            {heading.title}
          </h2>
          {heading.intro && (
            <p className="mt-4 text-lg text-slate-700 leading-relaxed dark:text-slate-300">{heading.intro}</p>
          )}
        </div>
        {children}
      </div>
    </section>
  );
}
