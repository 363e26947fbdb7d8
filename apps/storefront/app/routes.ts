import { index, type RouteConfig, route } from "@react-router/dev/routes";

// Every route of spec section 2, once per language prefix (/:lang is en, uk, pl or ru; the locale
// guard redirects anything else). The guards in root.tsx's middleware run before any of these.
export default [
  index("routes/guarded-redirect.tsx", { id: "site-root" }),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route(":lang", "routes/locale-layout.tsx", [
    index("routes/guarded-redirect.tsx", { id: "locale-root" }),
    route("select-city", "routes/select-city.tsx"),
    route("blog", "routes/blog/list.tsx"),
    route("blog/article/:articleId", "routes/blog/article.tsx"),
    route("ui-kit", "routes/ui-kit.tsx"),
    route(":city", "routes/city/layout.tsx", [
      index("routes/city/home.tsx"),
      route("cart", "routes/city/cart.tsx"),
      route("checkout", "routes/city/checkout.tsx"),
      route("cabinet", "routes/city/cabinet/layout.tsx", [
        index("routes/city/cabinet/main.tsx"),
        route("coupons", "routes/city/cabinet/coupons.tsx"),
        route("personal-data", "routes/city/cabinet/personal-data.tsx"),
      ]),
      route("auth/sign-in", "routes/city/auth/sign-in.tsx"),
      route("auth/sign-up", "routes/city/auth/sign-up.tsx"),
      route("auth/sign-up-successful", "routes/city/auth/sign-up-successful.tsx"),
      route("auth/verify-email", "routes/city/auth/verify-email.tsx"),
      route("auth/password-restore", "routes/city/auth/password-restore.tsx"),
      route("auth/password-restore/finish", "routes/city/auth/password-restore-finish.tsx"),
      route("products/sale", "routes/city/products/sale.tsx"),
      route("products/search", "routes/city/products/search.tsx"),
      route("products/:productSlug", "routes/city/products/product.tsx"),
      route("categories/:slug", "routes/city/category.tsx"),
      route("brands", "routes/city/brands.tsx"),
      route("info/privacy-policy", "routes/city/info/privacy-policy.tsx"),
      route("info/terms-and-conditions", "routes/city/info/terms.tsx"),
      route("order-tracking", "routes/city/order-tracking.tsx"),
      route("order-tracking/:orderId", "routes/city/order.tsx"),
      route("*", "routes/not-found.tsx", { id: "city-not-found" }),
    ]),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
