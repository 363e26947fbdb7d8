/**
 * The version of the privacy policy and terms and conditions a customer agrees to at sign-up (recorded with
 * the time, decisions.md: GDPR). Change it when the texts of the two info pages change.
 */
export const TERMS_VERSION = "2026-11-01";
