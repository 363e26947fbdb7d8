import type { LoaderFunctionArgs } from "react-router";
import { accountPage } from "../../../lib/account/page.server";
import { safeReturnPath } from "../../../lib/cart/return-path";
import { cityOf } from "../../../lib/page.server";

/** The page's title and breadcrumbs; the texts are the page's own. `returnTo` (the checkout) goes on to sign-in. */
export const loadSignUpSuccessfulPage = (args: LoaderFunctionArgs) => ({
  page: accountPage(args, "signUpSuccessful"),
  returnTo: safeReturnPath(args.url.searchParams.get("returnTo"), cityOf(args).lang) ?? undefined,
});
