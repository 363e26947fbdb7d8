/** The form field that tells an action the browser runs JavaScript (it then stores the token itself). */
export const JS_FIELD = "_js";
