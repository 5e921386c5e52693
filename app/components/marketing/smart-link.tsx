import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useUi } from "#app/lib/language.tsx";
import { languageOfHref } from "#shared/i18n/pages.ts";

function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}

interface SmartLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  /** Extra words for screen readers only, e.g. which card an "Explore Course" link belongs to. */
  srContext?: string;
}

/**
 * One link for every kind of address: site paths go through the router, outside addresses open
 * in a new tab (and say so to screen readers), in-page anchors and mailto: stay plain links. A link from a
 * translated page to a page that exists only in English (the curriculum, the community) says "(in English)" in
 * the page's language and carries hreflang.
 */
export function SmartLink({ href, className, children, srContext }: SmartLinkProps) {
  const { lang, ui } = useUi();
  const context = srContext && <span className="sr-only">: {srContext}</span>;
  if (isExternal(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
        {context}
        <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
        <span className="sr-only"> {ui.newTab}</span>
      </a>
    );
  }
  if (href.startsWith("/")) {
    const target = languageOfHref(href);
    const elsewhere = target !== lang;
    return (
      <Link to={href} className={className} hrefLang={elsewhere ? target : undefined}>
        {children}
        {context}
        {elsewhere && <span className="font-normal"> {ui.inEnglish}</span>}
      </Link>
    );
  }
  return (
    <a href={href} className={className}>
      {children}
      {context}
    </a>
  );
}
