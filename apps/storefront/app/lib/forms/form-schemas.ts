// Every form of the shop that validates in the browser, by name: its schema and its repeat rule. The
// browser loads this module (and zod with it) when a shopper first focuses such a form (use-shop-form.ts);
// the actions parse with the same schemas.
import {
  BusinessApplication,
  ChangePasswordRequest,
  PasswordRestoreFields,
  PasswordRestoreRequestFields,
  ProfileUpdate,
  SignInRequest,
  SignUpFields,
} from "@shop/contracts";
import { CheckoutFields } from "../checkout/form-schema";
import { parseForm, type RepeatRule } from "./parse";
import { DeleteAccountFields, EmailOnly, REPEAT_NEW_PASSWORD, REPEAT_PASSWORD } from "./schemas";

export const FORMS = {
  signIn: { schema: SignInRequest },
  signUp: { schema: SignUpFields, repeat: REPEAT_PASSWORD },
  passwordRestore: { schema: PasswordRestoreRequestFields },
  passwordRestoreFinish: { schema: PasswordRestoreFields, repeat: REPEAT_PASSWORD },
  resendVerification: { schema: EmailOnly },
  changePassword: { schema: ChangePasswordRequest, repeat: REPEAT_NEW_PASSWORD },
  profile: { schema: ProfileUpdate },
  deleteAccount: { schema: DeleteAccountFields },
  business: { schema: BusinessApplication },
  checkout: { schema: CheckoutFields },
} satisfies Record<string, { schema: Parameters<typeof parseForm>[1]; repeat?: RepeatRule }>;

export type FormName = keyof typeof FORMS;

/** The browser's check of a form, the same as its action's. */
export function validateForm(name: FormName, formData: FormData) {
  const form: { schema: Parameters<typeof parseForm>[1]; repeat?: RepeatRule } = FORMS[name];
  return parseForm(formData, form.schema, form.repeat);
}
