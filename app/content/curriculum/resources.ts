import { type OutsideLinkKeyOf, outsideLink } from "./outside-links.ts";
import type { Link } from "./schema.ts";

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
