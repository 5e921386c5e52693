import { prerenderPaths, serverRenderedPublicPaths } from "#app/content/prerender-paths.ts";
import { absoluteUrl } from "#app/lib/seo.ts";

const xmlEscapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => xmlEscapes[char] ?? char);
}

/** Every public page, as absolute addresses on the configured public URL. */
export function loader() {
  const urls = [...prerenderPaths, ...serverRenderedPublicPaths].map(
    (path) => `  <url><loc>${escapeXml(absoluteUrl(path))}</loc></url>`,
  );
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
