import {
  Activity,
  Award,
  BadgeCheck,
  BookOpen,
  Building2,
  CalendarDays,
  ChartColumn,
  ClipboardList,
  Compass,
  Dna,
  Earth,
  FlaskConical,
  Glasses,
  GraduationCap,
  HandHeart,
  Handshake,
  Hexagon,
  Hourglass,
  Landmark,
  Leaf,
  Lightbulb,
  type LucideIcon,
  Microscope,
  Network,
  PenTool,
  Presentation,
  Rocket,
  School,
  Scissors,
  Shuffle,
  Sparkles,
  Sun,
  Target,
  Tent,
  Users,
} from "lucide-react";
import type { IconName } from "#app/content/public/schemas.ts";
import { cn } from "#app/lib/cn.ts";

const icons: Record<IconName, LucideIcon> = {
  activity: Activity,
  award: Award,
  "badge-check": BadgeCheck,
  "book-open": BookOpen,
  building: Building2,
  calendar: CalendarDays,
  chart: ChartColumn,
  clipboard: ClipboardList,
  compass: Compass,
  dna: Dna,
  earth: Earth,
  flask: FlaskConical,
  glasses: Glasses,
  "graduation-cap": GraduationCap,
  "hand-heart": HandHeart,
  handshake: Handshake,
  hexagon: Hexagon,
  hourglass: Hourglass,
  landmark: Landmark,
  leaf: Leaf,
  lightbulb: Lightbulb,
  microscope: Microscope,
  network: Network,
  "pen-tool": PenTool,
  presentation: Presentation,
  rocket: Rocket,
  school: School,
  scissors: Scissors,
  shuffle: Shuffle,
  sparkles: Sparkles,
  sun: Sun,
  target: Target,
  tent: Tent,
  users: Users,
};

/** A decorative icon named in content; the text beside it carries the meaning. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Glyph = icons[name];
  return <Glyph aria-hidden="true" className={cn("size-6 shrink-0", className)} />;
}

/** An icon in a soft rounded tile, as used at the top of cards. */
export function IconTile({ name }: { name: IconName }) {
  return (
    <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700 dark:bg-honey-300/10 dark:text-honey-300">
      <Icon name={name} />
    </span>
  );
}
