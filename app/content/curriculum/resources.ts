import { type OutsideLinkKeyOf, outsideHosts, outsideLink } from "./outside-links.ts";
import type { Link } from "./schema.ts";

/**
 * The three outside providers the resource maps link to, in one place so the lab can
 * change a provider's address without touching the units. `hosts` are the only hosts
 * their links may point to (outside-links.ts checks every catalogue entry against them).
 */
export const providers = {
  video: { name: "Crash Course Biology", base: "https://www.youtube.com", hosts: outsideHosts.video },
  interactive: {
    name: "HHMI BioInteractive",
    base: "https://www.biointeractive.org",
    hosts: outsideHosts.interactive,
  },
  // Sections of more than one OpenStax book: each link names its own book (openstaxBooks in outside-links.ts).
  textbook: {
    name: "OpenStax",
    base: "https://openstax.org/books",
    hosts: outsideHosts.textbook,
  },
} as const;

/** A Crash Course video (or the series' playlist), by its key in the outside-link catalogue. */
export function video(key: OutsideLinkKeyOf<"video">): Link {
  return outsideLink(key);
}

/** A BioInteractive resource (or its catalogue), by its key in the outside-link catalogue. */
export function interactive(key: OutsideLinkKeyOf<"interactive">): Link {
  return outsideLink(key);
}

/** An OpenStax section (or chapter) of Biology 2e or Biology for AP® Courses, by its catalogue key. */
export function textbook(key: OutsideLinkKeyOf<"textbook">): Link {
  return outsideLink(key);
}
