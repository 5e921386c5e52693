import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// Mirrors SPEC.md section 2. Unit and phase numbers are looked up in the curriculum
// content; any other number is a 404.
export default [
  index("routes/home.tsx"),
  route("courses", "routes/courses.tsx"),
  route("pbl-course", "routes/pbl-course.tsx"),
  route("biomimetic-course", "routes/biomimetic-course.tsx"),
  route("why-genehive", "routes/why-genehive.tsx"),
  route("tools", "routes/tools.tsx"),
  route("impact", "routes/impact.tsx"),
  route("unit/:unit", "routes/unit.tsx"),
  route("unit/:unit/phase/:phase", "routes/unit-phase.tsx"),
  route("curriculum/search", "routes/curriculum-search.tsx"),
  route("curriculum/standards", "routes/curriculum-standards.tsx"),
  route("auth", "routes/auth.tsx"),
  route("auth/forgot-password", "routes/auth-forgot-password.tsx"),
  route("auth/reset-password", "routes/auth-reset-password.tsx"),
  route("auth/sign-out", "routes/auth-sign-out.ts"),
  route("api/me", "routes/api-me.ts"),
  route("api/assistant", "routes/api-assistant.ts"),
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
  ]),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
