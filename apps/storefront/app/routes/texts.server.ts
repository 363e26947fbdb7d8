import { isLocale } from "@shop/domain";
import type { LoaderFunctionArgs } from "react-router";
import { textsFile } from "../lib/texts/texts.server";

/**
 * /texts/{lang}.{hash}.json: a language's texts for the browser (docs/adr/0004). The current version's
 * address never changes its content, so browsers and caches keep it for good; an older address answers
 * the current texts without being kept.
 */
export function serveTexts({ params }: LoaderFunctionArgs) {
  const match = /^([a-z]{2})\.([\w-]+)\.json$/.exec(params.file ?? "");
  const lang = match?.[1];
  if (!match || !isLocale(lang)) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain" } });
  const file = textsFile(lang);
  const current = match[2] === file.hash;
  return new Response(file.body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": current ? "public, max-age=31536000, s-maxage=31536000, immutable" : "no-cache",
    },
  });
}
