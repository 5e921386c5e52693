import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { defaultLanguage } from "#shared/i18n/languages.ts";
import { localizedPages, type PageId } from "#shared/i18n/pages.ts";

/** The module of each translated page (shared/i18n/pages.ts); the same module renders every language. */
const pageModules: Record<PageId, string> = {
  home: "routes/home.tsx",
  courses: "routes/courses.tsx",
  "pbl-course": "routes/pbl-course.tsx",
  "biomimetic-course": "routes/biomimetic-course.tsx",
  "why-genehive": "routes/why-genehive.tsx",
  tools: "routes/tools.tsx",
  impact: "routes/impact.tsx",
  programs: "routes/programs.tsx",
  contact: "routes/contact.tsx",
  faq: "routes/faq.tsx",
  privacy: "routes/privacy.tsx",
  terms: "routes/terms.tsx",
};

/** Every translated page in the other languages (/es/cursos …), each a route of its own id on the same module. */
const translatedRoutes = localizedPages()
  .filter(({ lang }) => lang !== defaultLanguage.code)
  .map(({ page, lang, path }) => route(path.slice(1), pageModules[page], { id: `${lang}/${page}` }));

// The site's addresses. They are fixed: outside checks and links depend on them. Unit and phase numbers are looked up in the curriculum
// content; any other number is a 404. The translated pages come after the English ones; any unknown address,
// in any language, is the 404 page (in Spanish under /es/).
export default [
  index("routes/home.tsx"),
  route("courses", "routes/courses.tsx"),
  route("pbl-course", "routes/pbl-course.tsx"),
  route("biomimetic-course", "routes/biomimetic-course.tsx"),
  route("why-genehive", "routes/why-genehive.tsx"),
  route("tools", "routes/tools.tsx"),
  route("impact", "routes/impact.tsx"),
  route("programs", "routes/programs.tsx"),
  route("contact", "routes/contact.tsx"),
  route("faq", "routes/faq.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  ...translatedRoutes,
  // A session's page and a family's private enrolment page, with their Spanish twins (shared/programs/schemas.ts).
  route("programs/sessions/:id", "routes/program-session.tsx"),
  route("es/programas/sesiones/:id", "routes/program-session.tsx", { id: "es/program-session" }),
  route("programs/enrolment/:token", "routes/program-enrolment.tsx"),
  route("es/programas/inscripcion/:token", "routes/program-enrolment.tsx", { id: "es/program-enrolment" }),
  route("unit/:unit", "routes/unit.tsx"),
  route("unit/:unit/phase/:phase", "routes/unit-phase.tsx"),
  route("curriculum", "routes/curriculum.tsx"),
  route("offline", "routes/offline.tsx"),
  route("curriculum/search", "routes/curriculum-search.tsx"),
  route("curriculum/standards", "routes/curriculum-standards.tsx"),
  route("curriculum/outside-links.json", "routes/curriculum-outside-links.json.ts"),
  route("auth", "routes/auth.tsx"),
  route("auth/forgot-password", "routes/auth-forgot-password.tsx"),
  route("auth/reset-password", "routes/auth-reset-password.tsx"),
  route("auth/verify-email", "routes/auth-verify-email.tsx"),
  route("auth/sign-out", "routes/auth-sign-out.ts"),
  route("api/me", "routes/api-me.ts"),
  route("api/assistant", "routes/api-assistant.ts"),
  route("api/member-suggestions", "routes/api-member-suggestions.ts"),
  layout("routes/members-layout.tsx", [
    route("community", "routes/community.tsx"),
    route("community/forum", "routes/forum.tsx"),
    route("community/forum/new", "routes/forum-new.tsx"),
    route("community/forum/search", "routes/forum-search.tsx"),
    route("community/forum/category/:slug", "routes/forum-category.tsx"),
    route("community/forum/topic/:id", "routes/forum-topic.tsx"),
    route("community/members", "routes/members.tsx"),
    route("community/members/:username", "routes/member-profile.tsx"),
    route("community/moderation", "routes/moderation.tsx"),
    route("community/moderation/messages", "routes/moderation-messages.tsx"),
    route("community/moderation/accounts", "routes/moderation-accounts.tsx"),
    route("community/moderation/programs", "routes/moderation-programs.tsx"),
    route("community/moderation/programs/sessions/:id", "routes/moderation-program-session.tsx"),
    route("community/moderation/educators", "routes/moderation-educators.tsx"),
    route("community/settings", "routes/community-settings.tsx"),
    route("community/settings/educator", "routes/community-settings-educator.tsx"),
    route("community/notifications", "routes/notifications.tsx"),
  ]),
  route("community/settings/export", "routes/community-settings-export.ts"),
  route("account-deleted", "routes/account-deleted.tsx"),
  route("email/unsubscribe", "routes/email-unsubscribe.tsx"),
  route("community/moderation/accounts/:id/export", "routes/moderation-account-export.ts"),
  route("community/moderation/programs/sessions/:id/roster.csv", "routes/moderation-program-roster.ts"),
  // Teacher and assessment keys: the public materials are static files; a key is not, and reaches this route.
  route("materials/*", "routes/materials-key.tsx"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
