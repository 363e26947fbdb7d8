/** A text link inside a form or a notice (sign-in, sign-up, password restore, checkout). */
export const linkClass = "font-semibold underline underline-offset-4 hover:no-underline";
