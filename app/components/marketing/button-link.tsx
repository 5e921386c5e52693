import type { ReactNode } from "react";
import type { Link } from "#app/content/public/schemas.ts";
import { cn } from "#app/lib/cn.ts";
import { SmartLink } from "./smart-link.tsx";

type ButtonVariant = "primary" | "secondary";

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-center font-semibold transition-colors";

const onLight: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 dark:bg-honey-300 dark:text-slate-950 dark:hover:bg-honey-400",
  secondary:
    "border border-brand-700 text-brand-800 hover:bg-brand-50 dark:border-honey-300 dark:text-honey-300 dark:hover:bg-white/10",
};

// On the deep-green hero and banners the default focus outline colour would disappear.
const onDark: Record<ButtonVariant, string> = {
  primary: "bg-honey-300 text-slate-950 hover:bg-honey-400 focus-visible:outline-honey-300",
  secondary: "border border-white/70 text-white hover:bg-white/10 focus-visible:outline-honey-300",
};

interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  /** Set on dark surfaces (hero, banners). */
  inverse?: boolean;
  srContext?: string;
  className?: string;
}

/** A link styled as a button: navigation, an in-page jump or mailto (actions use <button>). */
export function ButtonLink({ href, children, variant = "primary", inverse, srContext, className }: ButtonLinkProps) {
  return (
    <SmartLink href={href} srContext={srContext} className={cn(base, (inverse ? onDark : onLight)[variant], className)}>
      {children}
    </SmartLink>
  );
}

/** An inline text link in body copy. */
export function TextLink({ href, children, srContext }: { href: string; children: ReactNode; srContext?: string }) {
  return (
    <SmartLink
      href={href}
      srContext={srContext}
      className="inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800 dark:text-honey-300 dark:hover:text-honey-400"
    >
      {children}
    </SmartLink>
  );
}

/** Buttons for a list of links: the first is the primary action, the rest secondary. */
export function ButtonLinks({ links, inverse }: { links: Link[]; inverse?: boolean }) {
  return links.map((link, index) => (
    <ButtonLink
      key={link.href}
      href={link.href}
      variant={index === 0 ? "primary" : "secondary"}
      inverse={inverse}
      srContext={link.srContext}
    >
      {link.label}
    </ButtonLink>
  ));
}
