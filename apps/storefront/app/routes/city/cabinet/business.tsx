import { Form } from "react-router";
import { BusinessStatus } from "../../../components/account/business-status";
import { CabinetFrame } from "../../../components/account/cabinet-frame";
import { FormAlert, FormNotice, firstInvalid, TextField } from "../../../components/forms/fields";
import { NipLookup } from "../../../components/forms/nip-lookup";
import { SubmitButton } from "../../../components/forms/submit";
import { getFormProps } from "../../../lib/forms/field-props";
import { useShopForm } from "../../../lib/forms/use-shop-form";
import { seoMeta } from "../../../lib/seo";
import { businessPrefill } from "../../../lib/tax-ids/prefill";
import { useTranslation } from "../../../lib/texts";
import type { Route } from "./+types/business";
import { businessAction, loadBusinessPage } from "./business.server";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.page.seo);

export const loader = (args: Route.LoaderArgs) => loadBusinessPage(args);

export const action = (args: Route.ActionArgs) => businessAction(args);

const ORDER = ["ssn", "companyName", "companyAddress", "postalIndex"] as const;

/**
 * Business information: the application's state, and the form to send it (or correct it, until it is approved). The
 * NIP comes first: "Check NIP" fills the company's registered name and address from the White List (issue 34).
 */
export default function BusinessPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, business } = loaderData;
  const [form, fields] = useShopForm("business", {
    id: "business",
    lastResult: actionData?.result,
    defaultValue: {
      companyName: business.companyName ?? "",
      companyAddress: business.companyAddress ?? "",
      ssn: business.ssn ?? "",
      postalIndex: business.postalIndex ?? "",
    },
  });
  // The API accepts corrections until the application is approved.
  const editable = business.status !== "approved";
  const focus = firstInvalid(fields, ORDER);
  return (
    <CabinetFrame page={page}>
      <div className="max-w-md">
        {actionData && "sent" in actionData && <FormNotice>{t("account.business.sent")}</FormNotice>}
        <BusinessStatus business={business} />
        <h2 className="mt-8 mb-3 text-xl font-bold">{t("account.business.formTitle")}</h2>
        <Form method="post" {...getFormProps(form)} data-form="business">
          <FormAlert id={form.errorId} errors={form.errors} />
          <fieldset disabled={!editable}>
            <NipLookup
              meta={fields.ssn}
              label={t("account.fields.ssn")}
              prefill={businessPrefill}
              answered={actionData && "nipCheck" in actionData ? actionData.nipCheck : null}
              autoFocus={focus === "ssn"}
            />
            <TextField
              meta={fields.companyName}
              label={t("account.fields.companyName")}
              autoComplete="organization"
              autoFocus={focus === "companyName"}
            />
            <TextField
              meta={fields.companyAddress}
              label={t("account.fields.companyAddress")}
              autoComplete="street-address"
              autoFocus={focus === "companyAddress"}
            />
            <TextField
              meta={fields.postalIndex}
              label={t("account.fields.postalIndex")}
              autoComplete="postal-code"
              autoFocus={focus === "postalIndex"}
            />
            {editable && (
              <SubmitButton>{business.status === "none" ? t("account.business.submit") : t("account.business.resubmit")}</SubmitButton>
            )}
          </fieldset>
        </Form>
      </div>
    </CabinetFrame>
  );
}
