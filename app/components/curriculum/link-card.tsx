import { cn } from "#app/lib/cn.ts";
import { cardClass } from "./styles.ts";

/** A card list item whose title links to a page; the whole card is the link's target area. */
export function LinkCard(props: { eyebrow: string; title: string; href: string; children: React.ReactNode }) {
  return (
    <li className={cn(cardClass, "relative flex flex-col hover:border-brand-700 dark:hover:border-honey-300")}>
      <p className="font-semibold text-brand-800 text-sm dark:text-honey-300">{props.eyebrow}</p>
      <h3 className="font-semibold text-lg text-slate-900 dark:text-white">
        <a href={props.href} className="after:absolute after:inset-0 after:rounded-xl hover:underline">
          {props.title}
        </a>
      </h3>
      {props.children}
    </li>
  );
}
