import type { Route } from "./+types/sitemap";
import { serveSitemap } from "./sitemap.server";

/** /sitemap.xml (a resource route; the guards let it through without a locale). */
export const loader = (args: Route.LoaderArgs) => serveSitemap(args);
