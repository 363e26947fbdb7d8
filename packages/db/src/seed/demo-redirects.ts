import type { RedirectStatus } from "../schema";

interface DemoRedirect {
  fromPath: string;
  toPath: string;
  status: RedirectStatus;
}

/** The demo shop's redirects, without the locale prefix (one row serves every language). */
export const DEMO_REDIRECTS: DemoRedirect[] = [
  { fromPath: "/warszawa/promo", toPath: "/warszawa/products/sale", status: 302 },
  { fromPath: "/krakow/shisha", toPath: "/krakow/categories/shisha", status: 301 },
];
