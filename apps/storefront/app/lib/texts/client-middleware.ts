import type { MiddlewareFunction } from "react-router";
import { localeFromPath } from "./language";
import { loadTexts } from "./load";

/** Before a navigation into another language renders, that language's texts are loaded. */
export const clientTextsMiddleware: MiddlewareFunction<Record<string, unknown>> = async ({ request }, next) => {
  const lang = localeFromPath(new URL(request.url).pathname);
  if (lang) await loadTexts(lang);
  return next();
};
