import type { NavVariant } from "#app/components/top-nav.tsx";

/** Per-route options read by the document shell. */
export interface RouteHandle {
  /** false: the page is static HTML and ships no React (public marketing pages). */
  hydrate?: boolean;
  nav?: NavVariant;
}

export const staticPage: RouteHandle = { hydrate: false };

/**
 * The clientLoader of every static page: a link to it from a hydrated page (the navigation on a member page) loads
 * it as a document, so it always arrives as its prerendered HTML with its own scripts (the unit pages' assistant
 * island, the contact form's enhancement, the language suggestion), never rendered by a React it does not ship.
 */
export function loadAsDocument({ request }: { request: Request }): Promise<never> {
  window.location.assign(request.url);
  return new Promise(() => {});
}
