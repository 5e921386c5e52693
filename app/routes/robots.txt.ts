import { absoluteUrl } from "#app/lib/seo.ts";

/** Crawlers may read everything; the sitemap lists the pages worth indexing. */
export function loader() {
  const body = ["User-agent: *", "Allow: /", "", `Sitemap: ${absoluteUrl("/sitemap.xml")}`, ""].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
