import { units } from "#app/content/curriculum/index.ts";
import { defaultLanguage } from "#shared/i18n/languages.ts";
import { localizedPages } from "#shared/i18n/pages.ts";

/**
 * The public pages with the h1 each must show, in one list: the marketing pages (public-pages.spec.ts) and
 * the family pages (families.spec.ts).
 */
export const sitePages = [
  { path: "/", h1: "Inspiring Innovation in Biology Education", family: false },
  { path: "/courses", h1: "Our Courses", family: false },
  { path: "/pbl-course", h1: "Innovating through Biology for Real-World Impact", family: false },
  { path: "/biomimetic-course", h1: "Biomimetic Biology: Innovation and Design Through Nature", family: false },
  { path: "/why-genehive", h1: "Why GeneHive?", family: false },
  { path: "/tools", h1: "Educational Tools", family: false },
  { path: "/impact", h1: "Our Impact", family: false },
  { path: "/programs", h1: "Programs", family: true },
  { path: "/faq", h1: "Frequently Asked Questions", family: true },
  { path: "/privacy", h1: "Privacy Notice", family: true },
  { path: "/terms", h1: "Terms of Use", family: true },
  { path: "/contact", h1: "Contact Us", family: true },
];

/**
 * Every page a visitor can open without an account, in every language it exists in: the public pages (and their
 * translations), the curriculum (hub, search, standards, every unit and phase), sign-in, the offline page and the
 * 404 page in both languages. Member pages need a session; see memberPages.
 */
export const everyPublicPage: string[] = [
  ...sitePages.map((p) => p.path),
  ...localizedPages()
    .filter((p) => p.lang !== defaultLanguage.code)
    .map((p) => p.path),
  "/curriculum",
  "/curriculum/search?q=HS-LS2-7",
  "/curriculum/standards",
  ...units.flatMap((unit) => [
    `/unit/${unit.number}`,
    ...unit.phases.map((phase) => `/unit/${unit.number}/phase/${phase.number}`),
  ]),
  "/auth",
  "/auth/forgot-password",
  "/offline",
  "/no-such-page",
  "/es/no-existe",
];

/** The pages of the members' area, for a signed-in staff member (who sees every one of them). */
export const memberPages: string[] = [
  "/community",
  "/community/forum",
  "/community/forum/new",
  "/community/forum/search?q=soil",
  "/community/members",
  "/community/settings",
  "/community/notifications",
  "/community/moderation",
  "/community/moderation/messages",
  "/community/moderation/accounts",
  "/community/moderation/programs",
];
