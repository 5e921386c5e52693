import type { Link } from "./schema.ts";

/**
 * The three outside providers the resource maps link to, in one place so the lab can
 * change a provider's address without touching the units.
 */
export const providers = {
  video: { name: "Crash Course Biology", base: "https://www.youtube.com" },
  interactive: { name: "HHMI BioInteractive", base: "https://www.biointeractive.org" },
  textbook: { name: "OpenStax Biology 2e", base: "https://openstax.org/books/biology-2e/pages" },
} as const;

/** A Crash Course Biology video, by its YouTube id or playlist path (e.g. "watch?v=…"). */
export function video(title: string, path: string): Link {
  return { title, url: `${providers.video.base}/${path}` };
}

/** A BioInteractive resource, by its path on the site (e.g. "classroom-resources/…"). */
export function interactive(title: string, path: string): Link {
  return { title, url: `${providers.interactive.base}/${path}` };
}

/** An OpenStax Biology 2e section, by its page slug (e.g. "46-1-ecology-of-ecosystems"). */
export function textbook(title: string, slug: string): Link {
  return { title, url: `${providers.textbook.base}/${slug}` };
}
