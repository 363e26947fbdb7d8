import { robotsTxt } from "../lib/catalogue/sitemap";
import { publicOrigin } from "../lib/page.server";

/** Served by the app, because the sitemap's address needs the configured origin. */
export function serveRobotsTxt() {
  return new Response(robotsTxt(publicOrigin()), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600, s-maxage=3600" },
  });
}
