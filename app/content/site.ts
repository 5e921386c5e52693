// Site-wide facts and the shell's links. Build-time settings come from the environment through Vite's `define`
// (see vite.config.ts), so prerendered pages carry them. The shell's words are in the message catalogues
// (shared/i18n/messages); the links below name them by key and point at a page of the translated-page table
// (shared/i18n/pages.ts), or at a page that exists only in English.
import type { LanguageCode } from "#shared/i18n/languages.ts";
import { type PageId, pagePath } from "#shared/i18n/pages.ts";

export const site = {
  name: "GeneHive",
  contactEmail: import.meta.env.CONTACT_EMAIL,
  publicUrl: import.meta.env.PUBLIC_URL,
  websiteUrl: "https://genehive.example",
  professionalNetworkUrl: "https://www.linkedin.com/company/genehive",
} as const;

/** A link of the shell: to a translated page (in the reader's language), or to an English-only address. */
export type ShellLink = { page: PageId; path?: never } | { path: string; page?: never };

export interface NavItem<Key extends string> {
  /** The label's key in the catalogue's `shell.nav` or `shell.footer`. */
  key: Key;
  to: ShellLink;
}

/**
 * The specification's items (Courses, Community, Tools, Impact, after the Home icon) in its order, with the site's
 * additions beside them: Programs (what families look for) after Courses, the curriculum before the community.
 * Every screen shows the full labels (issue 32: the phones' "Comm" and bare icon left readers guessing).
 */
export const navItems: NavItem<"courses" | "programs" | "curriculum" | "community" | "tools" | "impact">[] = [
  { key: "courses", to: { page: "courses" } },
  { key: "programs", to: { page: "programs" } },
  { key: "curriculum", to: { path: "/curriculum" } },
  { key: "community", to: { path: "/community" } },
  { key: "tools", to: { page: "tools" } },
  { key: "impact", to: { page: "impact" } },
];

/** The footer's links to the pages families and schools look for. */
export const footerItems: NavItem<"programs" | "contact" | "faq" | "privacy" | "terms">[] = [
  { key: "programs", to: { page: "programs" } },
  { key: "contact", to: { page: "contact" } },
  { key: "faq", to: { page: "faq" } },
  { key: "privacy", to: { page: "privacy" } },
  { key: "terms", to: { page: "terms" } },
];

/** Where a shell link leads in a language. */
export function shellHref(to: ShellLink, lang: LanguageCode): string {
  return to.page ? pagePath(to.page, lang) : to.path;
}
