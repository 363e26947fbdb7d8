// The paths of a redirect written in the back office (issue 7), as the table keeps them
// (docs/ARCHITECTURE.md "Redirects"): same-site, without the locale prefix and the trailing slash, so that
// one row serves all four languages; the source without a query (the lookup ignores it).

import { localized, staffRedirectsCatalogue } from "@shop/contracts";
import { isLocale, type Localized } from "@shop/domain";
import { isSitePath } from "../../content/lookup-redirect";
import type { InputProblem } from "../input-refusals";

const NOT_A_PATH = /* @__PURE__ */ localized(staffRedirectsCatalogue, (m) => m.notAPath);
const SOURCE_QUERY = /* @__PURE__ */ localized(staffRedirectsCatalogue, (m) => m.sourceQuery);
const SAME_PAGE = /* @__PURE__ */ localized(staffRedirectsCatalogue, (m) => m.samePage);

/** The path part of a stored target (its query and fragment aside). */
export const targetPage = (toPath: string): string => toPath.split(/[?#]/, 1)[0] ?? toPath;

/** Drops a leading locale segment and a trailing slash ("/en/warszawa/promo/" → "/warszawa/promo"; "/en" → "/"). */
function withoutLocale(path: string): string {
  const first = path.split("/")[1];
  const rest = isLocale(first) ? path.slice(first.length + 1) : path;
  return rest.replace(/\/+$/, "") || "/";
}

export interface RedirectPaths {
  fromPath: string;
  toPath: string;
}

/** The stored form of both paths, or the problems with them. */
export function redirectPaths(input: RedirectPaths): { paths: RedirectPaths; problems: InputProblem[] } {
  const problems: InputProblem[] = [];
  const from = input.fromPath.trim();
  const to = input.toPath.trim();
  let fromPath = from;
  if (!isSitePath(from)) problems.push({ path: "fromPath", message: NOT_A_PATH });
  else if (/[?#]/.test(from)) problems.push({ path: "fromPath", message: SOURCE_QUERY });
  else fromPath = withoutLocale(from);
  let toPath = to;
  if (!isSitePath(to)) problems.push({ path: "toPath", message: NOT_A_PATH });
  else {
    const page = targetPage(to);
    toPath = withoutLocale(page) + to.slice(page.length);
  }
  if (problems.length === 0 && fromPath === targetPage(toPath)) problems.push({ path: "toPath", message: SAME_PAGE });
  return { paths: { fromPath, toPath }, problems };
}

/** "The target is itself redirected" (a loop when it leads back to the source). */
export function chainedTarget(target: { fromPath: string; toPath: string }, fromPath: string): Localized {
  if (targetPage(target.toPath) === fromPath) return localized(staffRedirectsCatalogue, (m) => m.redirectLoop(target));
  return localized(staffRedirectsCatalogue, (m) => m.chainedTarget(target));
}

/** "Another redirect leads here": a redirect from this path would make a chain. */
export const chainedSource = (other: { fromPath: string }, fromPath: string): Localized =>
  localized(staffRedirectsCatalogue, (m) => m.chainedSource({ otherPath: other.fromPath, fromPath }));

export const sourceTaken = (fromPath: string): Localized => localized(staffRedirectsCatalogue, (m) => m.sourceTaken({ fromPath }));
