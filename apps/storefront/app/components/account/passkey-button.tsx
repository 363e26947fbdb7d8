// A passkey's ceremony inside a form (issue 35): the button asks the page's own server for the options
// (routes/passkey-options.ts: it holds the session and the sign-in's ticket), lets the browser talk to the passkey
// (@simplewebauthn/browser, loaded only when clicked), puts the answer into a hidden field and sends the form with
// the button's intent, so the server side is the same form post as a typed code's. The ceremony needs JavaScript;
// without it (or without WebAuthn) the button is replaced by a note and the page's other forms still work.
import { useRef, useState } from "react";
import { useParams } from "react-router";
import { useTranslation } from "../../lib/texts";
import { useHydrated } from "../../lib/use-hydrated";
import { FormAlert } from "../forms/fields";
import { Button, type ButtonVariant } from "../ui/button";

type PasskeyPurpose = "register" | "second-step" | "step-up" | "sign-in";

interface Props {
  purpose: PasskeyPurpose;
  /** The form's field the answer goes into. */
  field: string;
  /** Sent as the form's `intent`, as a SubmitButton's. */
  intent?: string;
  label: string;
  variant?: ButtonVariant;
}

async function optionsFor(lang: string, purpose: PasskeyPurpose): Promise<{ options?: unknown; message?: string }> {
  const response = await fetch(`/${lang}/passkey-options`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ purpose }),
    credentials: "same-origin",
  });
  return (await response.json().catch(() => ({}))) as { options?: unknown; message?: string };
}

export function PasskeyButton({ purpose, field, intent, label, variant = "outline" }: Props) {
  const { t } = useTranslation();
  const { lang = "en" } = useParams();
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const intentInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const supported = hydrated && typeof window.PublicKeyCredential === "function";

  async function run(button: HTMLButtonElement) {
    const form = button.form;
    if (!form || !input.current) return;
    // Fields the form requires (a passkey's name) are checked before the browser asks for the passkey.
    for (const element of Array.from(form.elements)) {
      if (element instanceof HTMLInputElement && element.type !== "hidden" && element.name !== field && !element.checkValidity()) {
        element.reportValidity();
        return;
      }
    }
    setBusy(true);
    setError(null);
    try {
      const { options, message } = await optionsFor(lang, purpose);
      if (!options) {
        setError(message ?? t("account.passkeys.failed"));
        return;
      }
      const webauthn = await import("@simplewebauthn/browser");
      const answer =
        purpose === "register"
          ? await webauthn.startRegistration({ optionsJSON: options as Parameters<typeof webauthn.startRegistration>[0]["optionsJSON"] })
          : await webauthn.startAuthentication({
              optionsJSON: options as Parameters<typeof webauthn.startAuthentication>[0]["optionsJSON"],
            });
      // The form's data is read as the submit event is dispatched: the answer (and the intent) go with this one only.
      input.current.value = JSON.stringify(answer);
      if (intentInput.current) intentInput.current.disabled = false;
      form.requestSubmit();
      if (intentInput.current) intentInput.current.disabled = true;
      input.current.value = "";
    } catch {
      setError(t("account.passkeys.failed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-2" data-passkey={purpose}>
      <input ref={input} type="hidden" name={field} defaultValue="" />
      {intent && <input ref={intentInput} type="hidden" name="intent" value={intent} disabled />}
      {supported ? (
        <>
          <FormAlert errors={error ? [error] : undefined} />
          <Button
            type="button"
            variant={variant}
            size="full"
            loading={busy}
            loadingLabel={t("ui.loading")}
            onClick={(event) => void run(event.currentTarget)}
            data-passkey-button
          >
            {label}
          </Button>
        </>
      ) : (
        <p className="text-sm text-neutral-700">{t("account.passkeys.needsScript")}</p>
      )}
    </div>
  );
}
