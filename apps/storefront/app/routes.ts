import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/root-redirect.tsx"),
  route(":lang", "routes/city-list.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
