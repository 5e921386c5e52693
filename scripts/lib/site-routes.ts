// The pages a visitor or member can open, for the whole-site checks (npm run js-size, npm run lighthouse).
// Prerendered pages come from the prerender list; the rest are rendered per request and listed here,
// so a new page route must be added below (js-size refuses to run while a page route is not covered).
import { prerenderPaths, unlistedPrerenderPaths } from "#app/content/prerender-paths.ts";

export interface SitePage {
  /** How the page is named in reports: the path, or the route pattern for a page with a parameter. */
  label: string;
  /** A concrete URL path to open. */
  path: string;
  /** false: the page says noindex on purpose, so search-engine checks do not apply to it. */
  indexable: boolean;
}

/** Values for the parameters of community routes; real ones for Lighthouse, any for js-size. */
export interface CommunitySample {
  categorySlug: string;
  topicId: string;
  username: string;
}

const page = (path: string, label = path): SitePage => ({ label, path, indexable: false });

/** Any path no route claims: the 404 page. */
export const notFoundPath = "/no-such-page";

/** The public and curriculum pages: static HTML, the only pages meant for search engines. */
export const prerenderedPages: SitePage[] = prerenderPaths.map((path) => ({ label: path, path, indexable: true }));

/** Static HTML kept out of search engines (the service worker's offline page). */
export const unlistedPrerenderedPages: SitePage[] = unlistedPrerenderPaths.map((path) => page(path));

/** Rendered per request, open to visitors, all noindex (the reset form without a token says the link is invalid). */
export const serverPublicPages: SitePage[] = [
  page("/curriculum/search"),
  page("/auth"),
  page("/auth/forgot-password"),
  page("/auth/reset-password"),
  page("/auth/verify-email"),
  page(notFoundPath, `404 (${notFoundPath})`),
  page("/account-deleted"),
  // Opened from a notification e-mail's link, which carries the member and a signature; without them it says so.
  page("/email/unsubscribe"),
  // Rendered per request for its signed timestamp, but a public page like the prerendered ones.
  { label: "/contact", path: "/contact", indexable: true },
  // The Spanish edition's contact form and 404 (issue 18); its other pages are prerendered.
  { label: "/es/contacto", path: "/es/contacto", indexable: true },
  page(`/es${notFoundPath}`, `404 (/es${notFoundPath})`),
];

/** Members only (noindex). The moderation pages are a 404 for members who are not moderators (accounts: admins). */
export function communityPages(sample: CommunitySample): SitePage[] {
  return [
    page("/community"),
    page("/community/forum"),
    page("/community/forum/new"),
    page("/community/forum/search?q=gene"),
    page(`/community/forum/category/${sample.categorySlug}`, "/community/forum/category/{slug}"),
    page(`/community/forum/topic/${sample.topicId}`, "/community/forum/topic/{id}"),
    page("/community/members"),
    page(`/community/members/${sample.username}`, "/community/members/{username}"),
    page("/community/moderation"),
    page("/community/moderation/messages"),
    page("/community/moderation/accounts"),
    page("/community/settings"),
    page("/community/notifications"),
  ];
}
