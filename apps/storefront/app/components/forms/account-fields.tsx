import { useTranslation } from "../../lib/texts";
import { TextField } from "./fields";

// Each form's fields are typed by its schema; this takes any of them.
type AnyField = Parameters<typeof TextField>[0]["meta"];

/** A new password and its repeat (sign-up, restore, change password); `focus` names the first invalid field. */
export function NewPasswordFields({
  password,
  repeat,
  label,
  focus,
}: {
  password: AnyField;
  repeat: AnyField;
  /** The first field's label (default "Password"). */
  label?: string;
  focus: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        meta={password}
        label={label ?? t("account.fields.password")}
        type="password"
        autoComplete="new-password"
        hint={t("account.fields.passwordHint")}
        autoFocus={focus === password.name}
      />
      <TextField
        meta={repeat}
        label={t("account.fields.repeatPassword")}
        type="password"
        autoComplete="new-password"
        autoFocus={focus === repeat.name}
      />
    </>
  );
}

/** First and last name and phone (sign-up, personal data); `focus` names the first invalid field. */
export function PersonFields({
  firstName,
  lastName,
  phone,
  focus,
}: {
  firstName: AnyField;
  lastName: AnyField;
  phone: AnyField;
  focus: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField meta={firstName} label={t("account.fields.firstName")} autoComplete="given-name" autoFocus={focus === firstName.name} />
      <TextField meta={lastName} label={t("account.fields.lastName")} autoComplete="family-name" autoFocus={focus === lastName.name} />
      <TextField meta={phone} label={t("account.fields.phone")} type="tel" autoComplete="tel" autoFocus={focus === phone.name} />
    </>
  );
}
