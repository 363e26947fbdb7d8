import { serveRobotsTxt } from "./robots.server";

/** /robots.txt: served by the app, because the sitemap's address needs the configured origin. */
export const loader = () => serveRobotsTxt();
