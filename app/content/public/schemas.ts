import { z } from "zod";
import type { unitColors } from "#app/content/curriculum/schema.ts";
import { languages } from "#shared/i18n/languages.ts";
import { type PageId, pagePath } from "#shared/i18n/pages.ts";
import { programIds } from "#shared/programs/schemas.ts";

// The public pages' content is plain data; these schemas are its contract. The content modules
// are typed with the inferred types and the unit test parses them, so a typo in an id, a link or
// a count fails the build's tests instead of shipping.

/** Icons a content item may name; app/components/marketing/icon.tsx maps each to a lucide icon. */
const iconNames = [
  "activity",
  "award",
  "badge-check",
  "book-open",
  "building",
  "calendar",
  "chart",
  "clipboard",
  "compass",
  "dna",
  "earth",
  "flask",
  "glasses",
  "graduation-cap",
  "hand-heart",
  "handshake",
  "hexagon",
  "hourglass",
  "landmark",
  "leaf",
  "lightbulb",
  "microscope",
  "network",
  "pen-tool",
  "presentation",
  "rocket",
  "school",
  "scissors",
  "shuffle",
  "sparkles",
  "sun",
  "target",
  "tent",
  "users",
] as const;
const iconNameSchema = z.enum(iconNames);
export type IconName = z.infer<typeof iconNameSchema>;

const text = z.string().trim().min(1);
/** A path on this site, e.g. /courses or /unit/3. */
const internalHrefSchema = z.string().regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/, "site path like /courses");
/** A link to a section of the same page, e.g. #units. */
const anchorHrefSchema = z.string().regex(/^#[a-z][a-z0-9-]*$/, "in-page anchor like #units");
const externalUrlSchema = z.url({ protocol: /^https$/ });
/** An HTML id a section carries (and an anchor may point at). */
const sectionIdSchema = z.string().regex(/^[a-z][a-z0-9-]*$/, "lowercase id like course-units");

const linkSchema = z.object({
  label: text,
  href: z.union([internalHrefSchema, anchorHrefSchema]),
  /** Read after the label by screen readers (and crawlers) when the label alone says little, e.g. 'Learn More'. */
  srContext: text.optional(),
});
export type Link = z.infer<typeof linkSchema>;

/** Opens in a new tab; the component adds the "(opens in a new tab)" hint. */
const externalLinkSchema = z.object({ label: text, href: externalUrlSchema });

/** Title (the site name is appended) and description for search engines and link previews. */
const pageMetaSchema = z.object({ title: text, description: z.string().trim().min(50).max(170) });

const heroSchema = z.object({ badge: text.optional(), title: text, lead: text });
export type Hero = z.infer<typeof heroSchema>;

const sectionHeadingSchema = z.object({ id: sectionIdSchema, title: text, intro: text.optional() });
export type SectionHeading = z.infer<typeof sectionHeadingSchema>;

const featureSchema = z.object({ icon: iconNameSchema, title: text, description: text });
export type Feature = z.infer<typeof featureSchema>;

/** A figure shown large with its explanation, e.g. "92%" + "more confident in lab investigations". */
const statSchema = z.object({ value: text, label: text });

/** A closing banner: heading, a sentence or two, and its buttons. */
const bannerSchema = z.object({ title: text, description: text, actions: z.array(linkSchema).min(1).max(3) });
export type Banner = z.infer<typeof bannerSchema>;

/** A heading with a bullet list under it. */
const pointListSchema = z.object({
  icon: iconNameSchema,
  title: text,
  points: z.array(text).min(2),
});
export type PointList = z.infer<typeof pointListSchema>;

/** A mailto link: the address comes from site configuration, the subject from content. */
const mailLinkSchema = z.object({ label: text, subject: text });

// --- Landing page

/** A page's address in any of the site's languages, as a regular expression alternative: (\/programs|\/es\/programas). */
const anyLanguagePath = (page: PageId) =>
  `(${languages.map(({ code }) => pagePath(page, code).replaceAll("/", "\\/")).join("|")})`;

/** A program's entry on /programs (or its translation), e.g. /programs#after-school-labs. */
const programAnchorSchema = z
  .string()
  .regex(new RegExp(`^${anyLanguagePath("programs")}#[a-z][a-z0-9-]*$`), "program anchor like /programs#camps");

const testimonialSchema = z.object({ quote: text, author: text, role: text });

export const homeContentSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema.extend({ actions: z.array(linkSchema).length(2) }),
  benefits: z.object({ heading: sectionHeadingSchema, items: z.array(featureSchema).length(4), cta: linkSchema }),
  stats: z.object({ heading: sectionHeadingSchema, items: z.array(statSchema).length(2), note: text }),
  testimonials: z.object({ heading: sectionHeadingSchema, items: z.array(testimonialSchema).length(2) }),
  problem: z.object({ heading: sectionHeadingSchema, paragraphs: z.array(text).min(1), points: z.array(text).min(2) }),
  /** Each offering links to its entry on /programs (who it is for, when, where, cost, how to join). */
  offerings: z.object({
    heading: sectionHeadingSchema,
    items: z.array(featureSchema.extend({ href: programAnchorSchema })).length(4),
    detailsLabel: text,
  }),
  funding: z.object({ title: text, paragraphs: z.array(text).min(1), contact: mailLinkSchema }),
});
export type HomeContent = z.infer<typeof homeContentSchema>;

// --- Shared by the course pages

/** One of the five XQ Learner Outcomes the XQ Competencies are built on. */
const competencySchema = z.object({ title: text, description: text });
export type Competency = z.infer<typeof competencySchema>;

// --- /courses

const courseCardSchema = z.object({
  icon: iconNameSchema,
  title: text,
  subtitle: text,
  description: text,
  highlights: z.array(text).min(3),
  link: linkSchema,
});

export const coursesContentSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  /** Where a family enrols a child (clubs and camps are on the programs page), at the top of the page. */
  enrol: z.object({ text, link: linkSchema }),
  courses: z.object({ heading: sectionHeadingSchema, items: z.array(courseCardSchema).length(2) }),
  xq: z.object({
    heading: sectionHeadingSchema,
    paragraphs: z.array(text).min(1),
    competencies: z.array(competencySchema).length(5),
    link: externalLinkSchema,
  }),
  why: z.object({ heading: sectionHeadingSchema, points: z.array(featureSchema).min(3), link: linkSchema }),
});
export type CoursesContent = z.infer<typeof coursesContentSchema>;

// --- /pbl-course

type UnitColor = (typeof unitColors)[number];

/** A unit's card on the course page, as the page shows it: built from the unit (unit-cards.ts). */
export interface UnitCard {
  number: number;
  title: string;
  description: string;
  keyTopics: string[];
  color: UnitColor;
}

/**
 * A unit's card in another language than the curriculum's English: the units are listed by the curriculum, and
 * each card's English text and colour are the unit's own (its `card`), so a translation gives the words only.
 */
const unitCardTranslationSchema = z.object({
  number: z.number().int().positive(),
  title: text,
  description: text,
  keyTopics: z.array(text).min(3),
});
export type UnitCardTranslation = z.infer<typeof unitCardTranslationSchema>;

const ngssStandardSchema = z.object({
  code: z.string().regex(/^HS-(LS|ETS|ESS|PS)\d-\d+$/, "NGSS code like HS-LS2-7"),
  description: text,
});

export const pblContentSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema.extend({ actions: z.array(linkSchema).length(3) }),
  intro: z.object({ heading: sectionHeadingSchema, items: z.array(featureSchema).length(4) }),
  units: z.object({
    heading: sectionHeadingSchema,
    /** Every unit's card in this language: none in English (the units' own), one per unit in a translation. */
    translatedCards: z.array(unitCardTranslationSchema).optional(),
    unitLabel: text,
    keyTopicsLabel: text,
    openLabel: text,
  }),
  biomimicry: z.object({ title: text, description: text, link: linkSchema }),
  standards: z.object({
    heading: sectionHeadingSchema,
    xqTitle: text,
    xq: z.array(competencySchema).length(5),
    ngssTitle: text,
    ngss: z.array(ngssStandardSchema).min(5),
  }),
  cta: bannerSchema,
});
export type PblContent = z.infer<typeof pblContentSchema>;

// --- /biomimetic-course

const moduleLessonSchema = z.object({ title: text, type: z.enum(["lesson", "project"]) });
const moduleSchema = z
  .object({ title: text, lessons: z.array(moduleLessonSchema).length(3) })
  .refine((m) => m.lessons.filter((l) => l.type === "project").length === 1, "two lessons and one project");
export type Module = z.infer<typeof moduleSchema>;

const sdgSchema = z.object({ number: z.number().int().min(1).max(17), title: text, connection: text });

export const biomimeticContentSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema.extend({ explore: linkSchema, fullCourse: externalLinkSchema, approach: linkSchema }),
  overview: z.object({ heading: sectionHeadingSchema, items: z.array(featureSchema).length(6) }),
  themes: z.object({ heading: sectionHeadingSchema, items: z.array(featureSchema).length(4) }),
  modules: z.object({
    heading: sectionHeadingSchema,
    items: z.array(moduleSchema).length(11),
    shown: z.number().int().positive(),
    moduleLabel: text,
    lessonLabel: text,
    projectLabel: text,
    more: z.object({ title: text, description: text, link: externalLinkSchema }),
  }),
  projects: z.object({ heading: sectionHeadingSchema, items: z.array(featureSchema).length(4) }),
  outcomes: z.object({
    heading: sectionHeadingSchema,
    xqTitle: text,
    xq: z.array(competencySchema).length(5),
    sdgTitle: text,
    sdgLabel: text,
    sdgs: z.array(sdgSchema).length(6),
  }),
  technology: z.object({ heading: sectionHeadingSchema, items: z.array(featureSchema).length(4) }),
  closing: bannerSchema,
});
export type BiomimeticContent = z.infer<typeof biomimeticContentSchema>;

// --- /why-genehive

export const whyContentSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema.extend({ actions: z.array(linkSchema).min(1).max(2) }),
  idealFor: z.object({ heading: sectionHeadingSchema, items: z.array(featureSchema).length(5) }),
  highlights: z.object({ heading: sectionHeadingSchema, items: z.array(featureSchema).length(4) }),
  appeal: z.object({ heading: sectionHeadingSchema, groups: z.array(pointListSchema).length(3) }),
  implementation: z.object({ heading: sectionHeadingSchema, items: z.array(featureSchema).min(3) }),
  success: z.object({ heading: sectionHeadingSchema, items: z.array(text).min(3) }),
  closing: bannerSchema,
});
export type WhyContent = z.infer<typeof whyContentSchema>;

// --- /tools

export const toolCategories = ["Education", "Operations", "Design"] as const;
const toolCategorySchema = z.enum(toolCategories);

const toolSchema = z.object({
  title: text,
  description: text,
  link: externalUrlSchema,
  category: toolCategorySchema,
  tags: z.array(text).min(2).max(4),
});
export type Tool = z.infer<typeof toolSchema>;

export const toolsContentSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  groups: z
    .array(z.object({ category: toolCategorySchema, id: sectionIdSchema, title: text, intro: text }))
    .length(toolCategories.length),
  items: z.array(toolSchema).length(11),
  /** How each category is named on the cards. */
  categoryLabels: z.object({ Education: text, Operations: text, Design: text }),
  openLabel: text,
  note: z.object({ title: text, points: z.array(text).min(2) }),
});
export type ToolsContent = z.infer<typeof toolsContentSchema>;

// --- /impact

const metricRowSchema = z.object({ metric: text, outcome: text, target: text });

export const impactContentSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  mission: z.object({ heading: sectionHeadingSchema, paragraphs: z.array(text).min(1) }),
  metrics: z.object({
    heading: sectionHeadingSchema,
    caption: text,
    columns: z.object({ metric: text, outcome: text, target: text }),
    rows: z.array(metricRowSchema).min(6),
  }),
  audiences: z.object({
    heading: sectionHeadingSchema,
    students: z.object({ title: text, stats: z.array(statSchema).min(3), points: z.array(text).min(1) }),
    educators: pointListSchema,
    community: pointListSchema,
  }),
  theory: z.object({ heading: sectionHeadingSchema, items: z.array(featureSchema).length(4) }),
  next: z.object({ heading: sectionHeadingSchema, items: z.array(featureSchema).min(3) }),
  join: z.object({
    heading: sectionHeadingSchema,
    description: text,
    actions: z.array(linkSchema).length(2),
    support: mailLinkSchema,
    contactTitle: text,
    emailLabel: text,
    websiteLabel: text,
  }),
});
export type ImpactContent = z.infer<typeof impactContentSchema>;

// --- Facts the staff have yet to supply (all of them live in placeholders.ts)

/**
 * A fact nobody has confirmed yet: the page shows it as a marked placeholder ("To be announced")
 * instead of inventing it. `placeholder` says what the staff must supply.
 */
export const placeholderSchema = z.strictObject({ placeholder: text });
export type Placeholder = z.infer<typeof placeholderSchema>;

/** Text that may still be a placeholder. */
const factSchema = z.union([text, placeholderSchema]);
export type Fact = z.infer<typeof factSchema>;

// --- /programs

export { type ProgramId, programIds } from "#shared/programs/schemas.ts";

/** The contact form (or its translation), optionally with a program chosen, e.g. /contact?program=camps-and-bootcamps. */
const contactHrefSchema = z
  .string()
  .regex(
    new RegExp(`^${anyLanguagePath("contact")}(\\?program=(${programIds.join("|")}))?$`),
    "/contact or /contact?program=<id>",
  );

const programSchema = z.object({
  id: z.enum(programIds),
  icon: iconNameSchema,
  title: text,
  summary: text,
  audience: factSchema,
  format: factSchema,
  where: factSchema,
  when: factSchema,
  cost: factSchema,
  join: text,
  action: z.object({ label: text, href: contactHrefSchema }),
});
export type Program = z.infer<typeof programSchema>;

export const programsContentSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  list: z.object({
    heading: sectionHeadingSchema,
    labels: z.object({ audience: text, format: text, where: text, when: text, cost: text, feeHelp: text, join: text }),
    placeholderLabel: text,
    items: z.array(programSchema).length(programIds.length),
  }),
  closing: bannerSchema,
});
export type ProgramsContent = z.infer<typeof programsContentSchema>;

// --- /faq

const faqItemSchema = z.object({
  id: sectionIdSchema,
  question: text,
  answer: z.array(factSchema).min(1),
  links: z.array(linkSchema).max(3).optional(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

export const faqContentSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  placeholderLabel: text,
  groups: z.array(z.object({ heading: sectionHeadingSchema, items: z.array(faqItemSchema).min(1) })).min(2),
  closing: bannerSchema,
});
export type FaqContent = z.infer<typeof faqContentSchema>;

// --- /privacy and /terms

/** One kind of information the site keeps, and what happens to it. */
const dataRecordSchema = z.object({
  title: text,
  what: factSchema,
  why: factSchema,
  where: factSchema,
  kept: factSchema,
  seenBy: factSchema,
});

const legalSectionSchema = z.object({
  heading: sectionHeadingSchema,
  paragraphs: z.array(factSchema).optional(),
  points: z.array(factSchema).min(2).optional(),
  records: z.array(dataRecordSchema).min(1).optional(),
  links: z.array(linkSchema).max(3).optional(),
});
export type LegalSection = z.infer<typeof legalSectionSchema>;

/** A dated, versioned notice: a change to its text comes with a new version and date. */
export const legalContentSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  version: z.string().regex(/^\d+\.\d+$/, "version like 1.0"),
  effective: z.iso.date(),
  labels: z.object({
    version: text,
    effective: text,
    contents: text,
    placeholder: text,
    record: z.object({ what: text, why: text, where: text, kept: text, seenBy: text }),
  }),
  sections: z.array(legalSectionSchema).min(4),
});
export type LegalContent = z.infer<typeof legalContentSchema>;

// --- /contact

export const contactContentSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  form: z.object({
    heading: sectionHeadingSchema,
    labels: z.object({ name: text, email: text, senderType: text, program: text, message: text }),
    hints: z.object({ email: text, program: text, message: text }),
    optional: text,
    senderTypePrompt: text,
    programNone: text,
    honeypot: text,
    submit: text,
    submitting: text,
    errorSummary: text,
  }),
  success: z.object({ title: text, description: text, another: text, close: text }),
  direct: z.object({ title: text, description: text }),
  next: z.object({ title: text, points: z.array(text).min(2), link: linkSchema }),
});
export type ContactContent = z.infer<typeof contactContentSchema>;
