import type { NavVariant } from "#app/components/top-nav.tsx";

/** Per-route options read by the document shell. */
export interface RouteHandle {
  /** false: the page is static HTML and ships no React (public marketing pages). */
  hydrate?: boolean;
  nav?: NavVariant;
}

export const staticPage: RouteHandle = { hydrate: false };

/**
 * The clientLoader of a static page whose scripts do its work (the unit and phase pages' assistant island): a link
 * to it from a hydrated page (the navigation on a member page) loads it as a document, so it always arrives as its
 * prerendered HTML with its scripts, never rendered by a React it does not ship.
 */
export function loadAsDocument({ request }: { request: Request }): Promise<never> {
  window.location.assign(request.url);
  return new Promise(() => {});
}
