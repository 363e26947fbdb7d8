import { data, type LoaderFunctionArgs } from "react-router";
import { brand, pageNotFound, pageSeo, t } from "../lib/page.server";

/** The test variant's component sheet (404 elsewhere); `?preview=error&status=…` throws that error for QA. */
export function loadUiKit(args: LoaderFunctionArgs) {
  if (brand().id !== "test") pageNotFound(args.url);
  const preview = args.url.searchParams.get("preview");
  if (preview === "error") {
    const status = Number(args.url.searchParams.get("status")) || 500;
    throw data({ statusCode: status, message: `Preview of the error screen (${status})` }, { status });
  }
  return { seo: pageSeo(args, t(args)("ui.title"), t(args)("ui.description")), renderError: preview === "render-error" };
}
