import { useNavigation } from "react-router";
import { useTranslation } from "../../lib/texts";
import { Button, type ButtonProps } from "../ui/button";

/** True while a POST of this page carries every one of `fields` (which form of several is on its way). */
function useSubmittingWith(fields: Record<string, string>): boolean {
  const navigation = useNavigation();
  if (navigation.state === "idle" || navigation.formMethod?.toUpperCase() !== "POST" || !navigation.formData) return false;
  const sent = navigation.formData;
  return Object.entries(fields).every(([name, value]) => sent.get(name) === value);
}

/**
 * A submit button that sends `name=value` (several forms, or several buttons of one form, on a page)
 * and shows the loading state while its own submission is on its way.
 */
export function FormButton({
  name = "intent",
  value,
  match = {},
  ...props
}: Omit<ButtonProps, "type" | "name" | "value" | "loading"> & { name?: string; value: string; match?: Record<string, string> }) {
  const { t } = useTranslation();
  const busy = useSubmittingWith({ ...match, [name]: value });
  return <Button {...props} type="submit" name={name} value={value} loading={busy} loadingLabel={t("ui.loading")} />;
}
