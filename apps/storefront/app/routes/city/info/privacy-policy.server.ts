import type { LoaderFunctionArgs } from "react-router";
import { loadInfoPage } from "./info-page.server";

export const loadPrivacyPolicy = (args: LoaderFunctionArgs) => loadInfoPage(args, "privacy-policy");
