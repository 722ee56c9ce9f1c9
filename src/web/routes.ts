import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/** The route table of SPEC.md point 2; the editor has its own layout. */
export default [
  layout("layouts/public-layout.tsx", [index("routes/home.tsx"), route("*", "routes/not-found.tsx")]),
] satisfies RouteConfig;
