import { Form } from "react-router";
import { signOutLocally } from "../../lib/auth/session";
import { useTranslation } from "../../lib/texts";
import { useShopPaths } from "../../lib/use-shop";
import { SubmitButton } from "../forms/submit";

/** Log out: the browser forgets token and user as the form leaves; the server revokes the token and clears the cookie. */
export function SignOutForm() {
  const { t } = useTranslation();
  const paths = useShopPaths();
  return (
    <Form method="post" action={paths.city("signOut")} onSubmit={signOutLocally} data-form="sign-out">
      <SubmitButton intent="sign-out" variant="outline" size="small">
        {t("account.cabinet.signOut")}
      </SubmitButton>
    </Form>
  );
}
