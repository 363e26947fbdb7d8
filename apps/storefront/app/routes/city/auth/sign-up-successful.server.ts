import type { LoaderFunctionArgs } from "react-router";
import { accountPage } from "../../../lib/account/page.server";

/** The page's title and breadcrumbs; the texts are the page's own. */
export const loadSignUpSuccessfulPage = (args: LoaderFunctionArgs) => ({ page: accountPage(args, "signUpSuccessful") });
