import { type FormEvent, useEffect, useRef, useState } from "react";
import type { input } from "zod/v4/core";
import { CONSTRAINTS, type Constraint } from "./constraints";
import { type FieldMeta, type FormMeta, fieldMeta } from "./field-props";
import type { FORMS, FormName } from "./form-schemas";
import {
  checksOn,
  type FormResult,
  focusFirstInvalid,
  formValues,
  initialFormState,
  isFieldElement,
  withFieldCheck,
  withServerResult,
  withSubmitCheck,
} from "./form-state";

export type { FormResult } from "./form-state";

type Validators = typeof import("./form-schemas");
type SchemaOf<Name extends FormName> = (typeof FORMS)[Name]["schema"];
/** Every field of a form's schema (of every member of a union: the checkout's deliveries). */
type FieldName<Values> = Values extends unknown ? Extract<keyof Values, string> : never;
export type ShopFields<Name extends FormName> = Record<FieldName<input<SchemaOf<Name>>>, FieldMeta>;

let validators: Validators | null = null;
let loading: Promise<Validators> | null = null;

/** zod and the forms' schemas, loaded once, when a shopper first focuses a form (docs/adr/0005). */
function loadValidators(): Promise<Validators> {
  loading ??= import("./form-schemas").then((module) => {
    validators = module;
    return module;
  });
  return loading;
}

/** The parse's messages by field (none when the form is valid). */
function errorsOf(submission: ReturnType<Validators["validateForm"]>) {
  return submission.status === "success" ? undefined : (submission.error ?? undefined);
}

/**
 * A form of the shop: its fields' HTML constraints from the first render, then validated in the browser on
 * blur (then on input) by the same parse as its action, once the schemas arrived (they start loading at the
 * form's first focus; a submit before they are there waits for them). A submit with errors is stopped, shows
 * them all and focuses the first invalid field. The server's answer (`lastResult`) shows on its fields;
 * `reply({ resetForm: true })` empties the form.
 */
export function useShopForm<Name extends FormName>(
  name: Name,
  options: { id: string; lastResult?: FormResult | null; defaultValue?: Partial<input<SchemaOf<Name>>> },
): [FormMeta, ShopFields<Name>] {
  const { id, lastResult } = options;
  const [ready, setReady] = useState(validators !== null);
  const pendingSubmit = useRef<HTMLElement | true | null>(null);
  useEffect(() => {
    const form = document.getElementById(id);
    if (!(form instanceof HTMLFormElement)) return;
    if (ready) {
      // A submit that waited for the schemas goes again, now validated like any other.
      const submitter = pendingSubmit.current;
      pendingSubmit.current = null;
      if (submitter) form.requestSubmit(submitter === true || submitter.closest("form") !== form ? undefined : submitter);
      return;
    }
    const start = () => void loadValidators().then(() => setReady(true));
    const hold = (event: SubmitEvent) => {
      if (validators) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      pendingSubmit.current = event.submitter ?? true;
      start();
    };
    form.addEventListener("focusin", start, { once: true });
    form.addEventListener("submit", hold, { capture: true });
    return () => {
      form.removeEventListener("focusin", start);
      form.removeEventListener("submit", hold, { capture: true });
    };
  }, [ready, id]);

  const defaults = formValues(options.defaultValue as Record<string, unknown> | undefined);
  const [state, setState] = useState(() => initialFormState(lastResult, defaults));
  const [seen, setSeen] = useState(lastResult);
  if (lastResult !== seen) {
    setSeen(lastResult);
    if (lastResult) setState(withServerResult(state, lastResult, defaults));
  }
  // A new answer (not the one the page was rendered with): an emptied form empties its controls, errors take
  // focus to the first invalid field (a page rendered with errors has autoFocus on it instead).
  const rendered = useRef(lastResult);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per new server answer (lastResult); the other values are read at that moment on purpose
  useEffect(() => {
    const form = document.getElementById(id);
    if (!lastResult || lastResult === rendered.current || !(form instanceof HTMLFormElement)) return;
    rendered.current = null;
    if (lastResult.initialValue === null) form.reset();
    else if (lastResult.status === "error") focusFirstInvalid(form, state.error);
  }, [lastResult, id]);

  const check = (event: { target: EventTarget }, on: "blur" | "input") => {
    const element = event.target;
    if (!validators || !isFieldElement(element) || !element.name || element.form?.id !== id || !checksOn(state, element.name, on)) return;
    const error = errorsOf(validators.validateForm(name, new FormData(element.form)));
    setState((current) => withFieldCheck(current, element.name, error));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Before the schemas arrived the capture listener above holds the submit; then it comes again.
    if (!validators) return;
    const formData = new FormData(event.currentTarget);
    const error = errorsOf(validators.validateForm(name, formData));
    const posted = [...formData.keys()];
    setState((current) => withSubmitCheck(current, error, posted));
    if (!error) return;
    event.preventDefault();
    focusFirstInvalid(event.currentTarget, error as Record<string, string[]>);
  };

  const form: FormMeta = {
    id,
    errorId: `${id}-error`,
    descriptionId: `${id}-description`,
    errors: state.error[""],
    noValidate: true,
    onSubmit,
    onBlur: (event) => check(event, "blur"),
    onInput: (event) => check(event, "input"),
  };
  const constraints: Record<string, Constraint> = CONSTRAINTS[name];
  const fields = Object.fromEntries(Object.keys(constraints).map((field) => [field, fieldMeta(id, field, state, constraints[field])]));
  return [form, fields as ShopFields<Name>];
}
