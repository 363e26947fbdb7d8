import type { Route } from "./+types/texts";
import { serveTexts } from "./texts.server";

/** /texts/{lang}.{hash}.json: a language's texts for the browser (docs/adr/0004). */
export const loader = (args: Route.LoaderArgs) => serveTexts(args);
