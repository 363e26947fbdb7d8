// The info pages (issue 8), in all four languages. Brand-neutral: the seller is "the shop's operator".
import type { SeedInfoPage } from "../types";
import privacyPolicy from "./privacy-policy";
import termsAndConditions from "./terms-and-conditions";

export const INFO_PAGES: SeedInfoPage[] = [privacyPolicy, termsAndConditions];
