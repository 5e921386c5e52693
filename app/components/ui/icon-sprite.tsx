import { Eye, Heart, type LucideIcon, MessageSquare, Quote } from "lucide-react";
import { cn } from "#app/lib/cn.ts";

/**
 * Icons drawn once per post or per listed topic (a topic page has a hundred): each is a symbol defined once
 * in the members' layout and drawn by reference. A lucide component builds its whole SVG on every render;
 * a reference is two elements, which made a topic page's fifty replies render in half the time.
 */
const repeatedIcons = { heart: Heart, quote: Quote, replies: MessageSquare, views: Eye } satisfies Record<
  string,
  LucideIcon
>;

export type RepeatedIcon = keyof typeof repeatedIcons;

const symbolId = (name: RepeatedIcon) => `icon-${name}`;

/** The symbols, once per page; hidden from layout and from assistive technology. */
export function IconSprite() {
  return (
    <svg aria-hidden="true" className="absolute size-0 overflow-hidden">
      {Object.entries(repeatedIcons).map(([name, Icon]) => (
        <symbol key={name} id={symbolId(name as RepeatedIcon)} viewBox="0 0 24 24">
          {/* Fill comes from the drawing (a liked heart is filled), the stroke from the text colour. */}
          <Icon fill="inherit" />
        </symbol>
      ))}
    </svg>
  );
}

/** A repeated icon by reference: decorative, as the text beside it says what it means. */
export function SpriteIcon({ name, className }: { name: RepeatedIcon; className?: string }) {
  return (
    <svg aria-hidden="true" fill="none" className={cn("size-4", className)}>
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
