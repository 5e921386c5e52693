import type { ReactNode } from "react";
import { cardClass } from "#app/components/ui/styles.ts";
import type { Feature } from "#app/content/public/schemas.ts";
import { cn } from "#app/lib/cn.ts";
import { IconTile } from "./icon.tsx";

// The design system's card, under the name the marketing pages have always imported it by.
export { cardClass };

/** A grid of cards as a list, so screen readers announce how many there are. */
function CardGrid({ children, columns = 4 }: { children: ReactNode; columns?: 2 | 3 | 4 }) {
  return (
    <ul
      className={cn(
        "mt-10 grid gap-6",
        columns === 2 && "md:grid-cols-2",
        columns === 3 && "sm:grid-cols-2 lg:grid-cols-3",
        columns === 4 && "sm:grid-cols-2 lg:grid-cols-4",
      )}
    >
      {children}
    </ul>
  );
}

/** Icon, <h3> title and description: the card most sections are made of. */
function FeatureCard({ feature }: { feature: Feature }) {
  return (
    <li className={cardClass}>
      <IconTile name={feature.icon} />
      <h3 className="mt-4 font-semibold text-lg text-slate-900 dark:text-white">{feature.title}</h3>
      <p className="mt-2 text-slate-700 leading-relaxed dark:text-slate-300">{feature.description}</p>
    </li>
  );
}

export function FeatureGrid({ items, columns }: { items: Feature[]; columns?: 2 | 3 | 4 }) {
  return (
    <CardGrid columns={columns}>
      {items.map((item) => (
        <FeatureCard key={item.title} feature={item} />
      ))}
    </CardGrid>
  );
}
