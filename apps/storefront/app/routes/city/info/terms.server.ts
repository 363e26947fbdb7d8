import type { LoaderFunctionArgs } from "react-router";
import { loadInfoPage } from "./info-page.server";

export const loadTerms = (args: LoaderFunctionArgs) => loadInfoPage(args, "terms-and-conditions");
