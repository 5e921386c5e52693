import type { MetaDescriptor } from "react-router";
import { site } from "#app/content/site.ts";
import { defaultLanguage, languageByCode, languageOfPath } from "#shared/i18n/languages.ts";
import { alternatesOf } from "#shared/i18n/pages.ts";

export interface PageSeo {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
  /** The page's path on this site, e.g. "/courses" or "/es/cursos": its language follows from it. */
  path: string;
  type?: "website" | "article";
}

/** The public address of a page on this site, for canonical links, Open Graph and the sitemap. */
export function absoluteUrl(path: string): string {
  return `${site.publicUrl}${path}`;
}

/**
 * Title, description, Open Graph tags and the canonical link for a route's `meta()`; for a translated page also
 * its translations (`<link rel="alternate" hreflang>`, one per language, itself included, and x-default for the
 * default language's page) and the Open Graph locales.
 */
export function pageMeta({ title, description, path, type = "website" }: PageSeo): MetaDescriptor[] {
  const url = absoluteUrl(path);
  const fullTitle = `${title} | ${site.name}`;
  const lang = languageOfPath(path);
  const alternates = alternatesOf(path);
  const xDefault = alternates.find((a) => a.lang === defaultLanguage.code);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: type },
    { property: "og:url", content: url },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: languageByCode(lang).ogLocale },
    ...alternates
      .filter((a) => a.lang !== lang)
      .map((a) => ({ property: "og:locale:alternate", content: languageByCode(a.lang).ogLocale })),
    { tagName: "link", rel: "canonical", href: url },
    ...alternates.map((a) => ({ tagName: "link", rel: "alternate", hrefLang: a.lang, href: absoluteUrl(a.path) })),
    ...(xDefault
      ? [{ tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(xDefault.path) }]
      : []),
  ];
}

/** A page kept out of search results (member, sign-in and utility pages): its title and noindex. */
export function unlistedPageMeta(title: string): MetaDescriptor[] {
  return noindexMeta(`${title} | ${site.name}`);
}

/** A page's full title, kept out of search results (members' pages, forms, errors). */
export function noindexMeta(title: string): MetaDescriptor[] {
  return [{ title }, { name: "robots", content: "noindex" }];
}
