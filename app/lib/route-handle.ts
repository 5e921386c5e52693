import type { NavVariant } from "#app/components/top-nav.tsx";

/** Per-route options read by the document shell. */
export interface RouteHandle {
  /** false: the page is static HTML and ships no React (public marketing pages). */
  hydrate?: boolean;
  nav?: NavVariant;
  /** The page shows LocalTimes: the shell puts the script that localises them in <head>, ahead of any of them. */
  localTimes?: boolean;
}

export const staticPage: RouteHandle = { hydrate: false };

/**
 * The clientLoader of the static pages whose scripts do their work (the unit and phase pages' assistant island, the
 * contact form's enhancement, the curriculum hub's offline list): a link to one from a hydrated page (the
 * navigation on a member page) loads it as a document, so it arrives as its own HTML with its scripts, never
 * rendered by a React it does not ship. Only for routes with a server loader: on a route without one, React Router
 * would prerender the fallback instead of the page. The other static pages are content that React renders whole.
 */
export function loadAsDocument({ request }: { request: Request }): Promise<never> {
  window.location.assign(request.url);
  return new Promise(() => {});
}
