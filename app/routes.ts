import { index, type RouteConfig, route } from "@react-router/dev/routes";

// Mirrors SPEC.md section 2.
export default [index("routes/home.tsx"), route("*", "routes/not-found.tsx")] satisfies RouteConfig;
