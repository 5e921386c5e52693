import type { NavVariant } from "#app/components/top-nav.tsx";

/** Per-route options read by the document shell. */
export interface RouteHandle {
  /** false: the page is static HTML and ships no React (public marketing pages). */
  hydrate?: boolean;
  nav?: NavVariant;
}

export const staticPage: RouteHandle = { hydrate: false };
