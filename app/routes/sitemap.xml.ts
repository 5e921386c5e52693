import { prerenderPaths, serverRenderedPublicPaths } from "#app/content/prerender-paths.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import { defaultLanguage } from "#shared/i18n/languages.ts";
import { alternatesOf } from "#shared/i18n/pages.ts";

const xmlEscapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => xmlEscapes[char] ?? char);
}

/** An <xhtml:link> naming a translation of the page, as Google reads hreflang in sitemaps. */
function alternateLink(hreflang: string, path: string): string {
  return `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absoluteUrl(path))}"/>`;
}

/**
 * Every public page, as absolute addresses on the configured public URL, in every language; a translated page
 * lists all its translations (itself included) and x-default, the default language's page.
 */
export function loader() {
  const urls = [...prerenderPaths, ...serverRenderedPublicPaths].map((path) => {
    const alternates = alternatesOf(path);
    const xDefault = alternates.find((a) => a.lang === defaultLanguage.code);
    const links = [
      ...alternates.map((a) => alternateLink(a.lang, a.path)),
      ...(xDefault ? [alternateLink("x-default", xDefault.path)] : []),
    ];
    return `  <url><loc>${escapeXml(absoluteUrl(path))}</loc>${links.join("")}</url>`;
  });
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
