import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// Mirrors SPEC.md section 2.
export default [
  index("routes/home.tsx"),
  route("auth", "routes/auth.tsx"),
  route("auth/forgot-password", "routes/auth-forgot-password.tsx"),
  route("auth/reset-password", "routes/auth-reset-password.tsx"),
  route("auth/sign-out", "routes/auth-sign-out.ts"),
  route("api/me", "routes/api-me.ts"),
  layout("routes/members-layout.tsx", [route("community", "routes/community.tsx")]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
