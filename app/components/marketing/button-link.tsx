import type { ReactNode } from "react";
import { type ButtonTone, buttonClass } from "#app/components/ui/styles.ts";
import type { Link } from "#app/content/public/schemas.ts";
import { SmartLink } from "./smart-link.tsx";

type ButtonVariant = "primary" | "secondary";

// The design system's tones: on light surfaces the second action is outlined in the brand colour; on the
// deep-green hero and banners both actions invert.
const tones: Record<"onLight" | "onDark", Record<ButtonVariant, ButtonTone>> = {
  onLight: { primary: "primary", secondary: "outline" },
  onDark: { primary: "inverse", secondary: "inverseOutline" },
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
    <SmartLink
      href={href}
      srContext={srContext}
      className={buttonClass(tones[inverse ? "onDark" : "onLight"][variant], className, "lg")}
    >
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
