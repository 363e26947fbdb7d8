// Checks of a route's path parameters before anything is loaded for them (a failed check is the 404 page).
import { normalizeOrderId } from "@shop/domain";

/** Slugs of products and categories: lower-case words joined by hyphens. */
export const isSlug = (value: string | undefined) => !!value && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && value.length <= 120;
/** Order ids are 13 characters of Crockford's base32 (decisions.md), as a customer may type them. */
export const isOrderId = (value: string | undefined) => !!value && normalizeOrderId(value) !== null;
/** Blog articles are addressed by a number or a slug. */
export const isArticleId = (value: string | undefined) => !!value && (/^[1-9][0-9]{0,9}$/.test(value) || isSlug(value));
