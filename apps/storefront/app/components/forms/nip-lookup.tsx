// A NIP field with "Check NIP" (issue 34): the company is looked up in the Ministry of Finance's White List and an
// active VAT payer's name and address fill the form; any other answer is said plainly (the form may still be sent).
// Without JavaScript the button posts the form with intent "check-nip" and the page comes back filled
// (lib/tax-ids/nip-check.server.ts); with it a fetcher asks on the button and when the field is left with a valid
// NIP, and the fields are filled in place: all of them on the button, only the empty ones on leaving the field.
import type { TaxIdCheck } from "@shop/contracts";
import { parseNip } from "@shop/domain";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { FieldMeta } from "../../lib/forms/field-props";
import { fieldMessage } from "../../lib/forms/messages";
import { CHECK_NIP_INTENT } from "../../lib/tax-ids/intent";
import { type Prefill, prefillOf } from "../../lib/tax-ids/prefill";
import { useTranslation } from "../../lib/texts";
import { useHydrated } from "../../lib/use-hydrated";
import { Button } from "../ui/button";
import { TextField } from "./fields";

interface NipAnswer {
  nipCheck: TaxIdCheck | null;
  result: { error?: Record<string, string[] | null> };
}

interface NipLookupProps {
  meta: FieldMeta;
  label: string;
  /** Which of the form's fields a found company fills, and with what. */
  prefill: Prefill;
  /** The White List's answer to a "Check NIP" posted without JavaScript. */
  answered?: TaxIdCheck | null;
  autoFocus?: boolean;
}

/** Sets a field's value as typing would (React's change handlers and the form's checks see it). */
function fill(form: HTMLFormElement, values: Record<string, string>, overwrite: boolean) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
  for (const [name, value] of Object.entries(values)) {
    const field = form.elements.namedItem(name);
    if (!(field instanceof HTMLInputElement) || (!overwrite && field.value.trim() !== "")) continue;
    setValue?.call(field, value);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
}

export function NipLookup({ meta, label, prefill, answered, autoFocus }: NipLookupProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<NipAnswer>();
  const asked = useRef<{ nip: string; overwrite: boolean } | null>(null);
  const input = () => document.getElementById(meta.id) as HTMLInputElement | null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: fills once per new answer of the fetcher
  useEffect(() => {
    const form = input()?.form;
    if (fetcher.data?.nipCheck && form) fill(form, prefillOf(fetcher.data.nipCheck, prefill), asked.current?.overwrite ?? false);
  }, [fetcher.data]);

  const ask = (overwrite: boolean) => {
    const typed = input()?.value.trim() ?? "";
    const nip = parseNip(typed);
    // A malformed NIP is the form's own check to show (on leaving the field, or on sending).
    if (!nip || (!overwrite && asked.current?.nip === nip)) return;
    asked.current = { nip, overwrite };
    void fetcher.submit({ intent: CHECK_NIP_INTENT, [meta.name]: typed }, { method: "post" });
  };

  // Leaving the field with a valid NIP asks too (the listener sees the newest `ask`).
  const askOnLeave = useRef(ask);
  askOnLeave.current = ask;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the field is found again when it is rendered anew (its key)
  useEffect(() => {
    const field = input();
    const leave = () => askOnLeave.current(false);
    field?.addEventListener("blur", leave);
    return () => field?.removeEventListener("blur", leave);
  }, [meta.id, meta.key]);

  const check = fetcher.data ? fetcher.data.nipCheck : (answered ?? null);
  const problem = fetcher.data?.result.error?.[meta.name]?.[0];
  const message =
    fetcher.state !== "idle"
      ? t("account.nipCheck.checking")
      : check
        ? t(`account.nipCheck.${check.status}`, { name: check.name ?? check.taxId, detail: check.detail ?? "" })
        : problem
          ? fieldMessage(problem, t)
          : "";
  return (
    <div data-nip-lookup>
      <TextField meta={meta} label={label} hint={t("account.nipCheck.hint")} autoComplete="off" autoFocus={autoFocus} />
      <div className="-mt-2 mb-4 flex flex-wrap items-center gap-3">
        <Button
          type={hydrated ? "button" : "submit"}
          name={hydrated ? undefined : "intent"}
          value={hydrated ? undefined : CHECK_NIP_INTENT}
          formNoValidate
          variant="outline"
          size="small"
          loading={fetcher.state !== "idle"}
          loadingLabel={t("account.nipCheck.checking")}
          onClick={hydrated ? () => ask(true) : undefined}
          data-nip-check
        >
          {t("account.nipCheck.check")}
        </Button>
        <p role="status" className="min-w-0 flex-1 text-sm" data-nip-message={check?.status ?? (problem ? "problem" : "")}>
          {message}
        </p>
      </div>
    </div>
  );
}
