import { useEffect } from "react";
import type { PlaceProblem } from "../../lib/checkout/refusal";
import { useTranslation } from "../../lib/texts";
import { useMoney } from "../catalogue/use-catalogue";

interface PlaceProblemNoteProps {
  /** The form's error id (the form's aria-describedby names it while it has errors). */
  id: string;
  formId: string;
  problem: PlaceProblem;
}

/**
 * Next to "Place order": why the order was not placed, announced at once. Loaded with the first refusal
 * (docs/adr/0005) and mounted again for each new answer of the server, whose first problem takes the focus:
 * the coupon's field for a refused coupon, else this message (autofocus; the first wrong field is focused by
 * the form itself). A page rendered with the answer (no JavaScript) gets the same autofocus.
 */
export default function PlaceProblemNote({ id, formId, problem }: PlaceProblemNoteProps) {
  const { t } = useTranslation();
  const money = useMoney();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer (the note is keyed by it)
  useEffect(() => {
    const form = document.getElementById(formId);
    const field = problem.focus === "couponCode" && form instanceof HTMLFormElement ? form.elements.namedItem("couponCode") : null;
    if (field instanceof HTMLElement) field.focus();
  }, []);
  const texts = [...problem.messages];
  if (problem.newTotal !== null) texts.push(t("checkout.priceChanged", { total: money(problem.newTotal) }));
  if (problem.coupon) texts.push(t("checkout.refused.coupon"));
  if (problem.invalidFields > 0) texts.push(t("checkout.refused.fields", { count: problem.invalidFields }));
  return (
    <div
      id={id}
      role="alert"
      tabIndex={-1}
      // Without JavaScript the page comes back with this answer: the focus starts here (or on the coupon's field).
      autoFocus={problem.focus === null}
      className="mb-3 rounded-lg border border-red-700 bg-red-50 p-3 text-sm font-semibold text-red-900 outline-offset-2"
      data-form-error
      data-place-problem
    >
      {texts.join(" ")}
    </div>
  );
}
