import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { JS_FIELD } from "../../lib/forms/js-field";
import { useTranslation } from "../../lib/texts";
import { Button, type ButtonVariant } from "../ui/button";

/** Rendered once the page is interactive: a form sent before that (or without JavaScript) lacks it. */
export function JsFlag({ hydrated }: { hydrated: boolean }) {
  return hydrated ? <input type="hidden" name={JS_FIELD} value="1" /> : null;
}

/** True while a POST of this page is on its way (and its redirect loads), or of the given intent. */
export function useSubmitting(intent?: string): boolean {
  const navigation = useNavigation();
  if (navigation.state === "idle" || navigation.formMethod?.toUpperCase() !== "POST") return false;
  return intent === undefined || navigation.formData?.get("intent") === intent;
}

/** A form's submit button: disabled with a spinner while the form is being sent (spec section 4). */
export function SubmitButton({
  children,
  intent,
  busy = false,
  variant = "fill-black",
  size = "full",
}: {
  children: ReactNode;
  /** Sent as `intent` (several forms on one page) and used to tell which one is busy. */
  intent?: string;
  busy?: boolean;
  variant?: ButtonVariant;
  size?: "full" | "normal" | "small";
}) {
  const { t } = useTranslation();
  const submitting = useSubmitting(intent);
  return (
    <Button
      type="submit"
      name={intent ? "intent" : undefined}
      value={intent}
      variant={variant}
      size={size}
      loading={busy || submitting}
      loadingLabel={t("ui.loading")}
    >
      {children}
    </Button>
  );
}
