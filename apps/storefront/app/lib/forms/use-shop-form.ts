import { type DefaultValue, type SubmissionResult, useForm } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import type { input, output } from "zod/v4/core";
import { CONSTRAINTS } from "./constraints";
import type { FORMS, FormName } from "./form-schemas";

type Validators = typeof import("./form-schemas");
type SchemaOf<Name extends FormName> = (typeof FORMS)[Name]["schema"];
type Validate<Name extends FormName> = Parameters<typeof useForm<input<SchemaOf<Name>>, output<SchemaOf<Name>>>>[0]["onValidate"];

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

/**
 * A form of the shop: its fields' HTML constraints from the first render, then validated in the browser on
 * blur (then on input) by the same parse as its action, once the schemas arrived (they start loading at the
 * form's first focus; a submit before they are there waits for them). The server's answer (`lastResult`)
 * shows on its fields.
 */
export function useShopForm<Name extends FormName>(
  name: Name,
  options: { id: string; lastResult?: SubmissionResult | null; defaultValue?: Partial<input<SchemaOf<Name>>> },
) {
  const [ready, setReady] = useState(validators !== null);
  const pendingSubmit = useRef<HTMLElement | true | null>(null);
  useEffect(() => {
    const form = document.getElementById(options.id);
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
  }, [ready, options.id]);
  return useForm<input<SchemaOf<Name>>, output<SchemaOf<Name>>>({
    id: options.id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue as DefaultValue<input<SchemaOf<Name>>>,
    constraint: CONSTRAINTS[name],
    shouldValidate: ready ? "onBlur" : "onSubmit",
    shouldRevalidate: ready ? "onInput" : "onSubmit",
    onValidate: (ready && validators
      ? ({ formData }: { formData: FormData }) => (validators as Validators).validateForm(name, formData)
      : undefined) as Validate<Name>,
  });
}
