/** Where the checkout's draft of a city is kept (localStorage), and what it holds: the form's values by field name. */
export const DRAFT_PREFIX = "checkout_draft:";
export type Draft = Record<string, string>;
