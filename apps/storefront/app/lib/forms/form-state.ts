// What a shop form keeps in the browser (use-shop-form.ts), the way Conform kept it: the values its fields
// start from, the errors shown and the fields already validated. Pure functions, no React, no zod.

/** An action's answer about a form: a Conform SubmissionResult (`submission.reply(...)` of lib/forms/parse.ts). */
export interface FormResult {
  status?: "success" | "error";
  /** The values posted (without hidden fields); null: empty the form (`reply({ resetForm: true })`). */
  initialValue?: Record<string, unknown> | null;
  /** Messages by field name ("" = the form's own); null keeps what the field shows. */
  error?: Record<string, string[] | null>;
  /** The names the form posted. */
  fields?: string[];
}

export type FormValues = Record<string, string | string[]>;
export type FormErrors = Record<string, string[]>;

export interface FormState {
  initialValue: FormValues;
  error: FormErrors;
  /** Fields validated once (on blur, by a submit or by the server): they are checked again on input. */
  validated: Record<string, true>;
  /** How many times the form was emptied; the fields' keys change with it. */
  resets: number;
}

/** A default value as a form holds it: text, numbers and dates as text, true as "on"; nothing for false, null or "". */
function formValue(value: unknown): string | string[] | undefined {
  if (value === "" || value === null || value === undefined || value === false) return undefined;
  if (value === true) return "on";
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) {
    const list = value.map((item) => formValue(item) ?? "");
    return list.length ? (list as string[]) : undefined;
  }
  return typeof value === "object" ? undefined : String(value);
}

export function formValues(source: Record<string, unknown> | null | undefined): FormValues {
  const values: FormValues = {};
  for (const [name, value] of Object.entries(source ?? {})) {
    const shown = formValue(value);
    if (shown !== undefined) values[name] = shown;
  }
  return values;
}

/** The messages of `error` on the fields in `on` (every field when `on` is left out); null keeps `kept`'s. */
function errorsOf(error: FormResult["error"], kept: FormErrors, on?: Record<string, true>): FormErrors {
  const shown: FormErrors = {};
  for (const [name, messages] of Object.entries(error ?? {})) {
    const list = messages === null ? kept[name] : messages;
    if (list && (!on || on[name])) shown[name] = list;
  }
  return shown;
}

const validatedBy = (validated: Record<string, true>, names: Iterable<string>) => {
  const next = { ...validated };
  for (const name of names) next[name] = true;
  return next;
};

/** The state a form starts in: the server's answer when the page comes with one, else the defaults. */
export function initialFormState(result: FormResult | null | undefined, defaults: FormValues): FormState {
  const error = errorsOf(result?.error, {});
  return {
    initialValue: result?.initialValue ? formValues(result.initialValue) : defaults,
    error,
    validated: validatedBy({}, [...Object.keys(error), ...(result?.fields ?? [])]),
    resets: 0,
  };
}

/**
 * A new answer of the server: its errors in place (every posted field counts as validated), or, for a reset,
 * an empty form (the defaults, no errors). The fields keep what the shopper typed (the DOM holds it).
 */
export function withServerResult(state: FormState, result: FormResult, defaults: FormValues): FormState {
  if (result.initialValue === null) return { initialValue: defaults, error: {}, validated: {}, resets: state.resets + 1 };
  const error = errorsOf(result.error, state.error);
  return { ...state, error, validated: validatedBy(state.validated, [...Object.keys(error), ...(result.fields ?? [])]) };
}

/** Whether a field's blur or input checks the form: blur the first time, then every input. */
export const checksOn = (state: FormState, name: string, event: "blur" | "input") =>
  state.validated[name] ? event === "input" : event === "blur";

/** The browser's check of one field: the parse's errors on the fields validated so far, this one now among them. */
export function withFieldCheck(state: FormState, name: string, error: FormResult["error"]): FormState {
  const validated = validatedBy(state.validated, [name]);
  return { ...state, validated, error: errorsOf(error, state.error, validated) };
}

/** A submit's check: every error shown, every posted field (and every field with an error) validated. */
export function withSubmitCheck(state: FormState, error: FormResult["error"], posted: Iterable<string>): FormState {
  const shown = errorsOf(error, state.error);
  return { ...state, error: shown, validated: validatedBy(state.validated, [...Object.keys(shown), ...posted]) };
}

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A named control whose value the form posts (not a button). */
export function isFieldElement(element: unknown): element is FieldElement {
  if (element instanceof HTMLInputElement) return !["submit", "button", "reset", "image"].includes(element.type);
  return element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;
}

/** Focus moves to the first field, in the page's order, that shows an error. */
export function focusFirstInvalid(form: HTMLFormElement, error: FormErrors) {
  for (const element of form.elements) {
    if (isFieldElement(element) && element.name && error[element.name]) {
      element.focus();
      return;
    }
  }
}
