import type { MetaDescriptor } from "react-router";
import { site } from "#app/content/site.ts";

export interface PageSeo {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
  /** The page's path on this site, e.g. "/courses". */
  path: string;
  type?: "website" | "article";
}

/** The public address of a page on this site, for canonical links, Open Graph and the sitemap. */
export function absoluteUrl(path: string): string {
  return `${site.publicUrl}${path}`;
}

/** Title, description, Open Graph tags and the canonical link for a route's `meta()`. */
export function pageMeta({ title, description, path, type = "website" }: PageSeo): MetaDescriptor[] {
  const url = absoluteUrl(path);
  const fullTitle = `${title} | ${site.name}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: type },
    { property: "og:url", content: url },
    { property: "og:site_name", content: site.name },
    { tagName: "link", rel: "canonical", href: url },
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
