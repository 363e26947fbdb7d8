import { useState } from "react";
import { CabinetFrame } from "../../../components/account/cabinet-frame";
import { Button } from "../../../components/ui/button";
import { seoMeta } from "../../../lib/seo";
import { useTranslation } from "../../../lib/texts";
import type { Route } from "./+types/referrals";
import { loadReferrals } from "./referrals.server";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.page.seo);

export const loader = (args: Route.LoaderArgs) => loadReferrals(args);

/** The customer's referral link (sign-up reads ?ref) and how many customers it brought. */
export default function ReferralsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, link, count } = loaderData;
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard?.writeText(link).then(
      () => setCopied(true),
      () => undefined,
    );
  return (
    <CabinetFrame page={page}>
      <div className="max-w-xl">
        <p className="mb-6 text-neutral-700">{t("account.referrals.lead")}</p>
        <label htmlFor="referral-link" className="block text-sm font-semibold">
          {t("account.referrals.link")}
        </label>
        <div className="mt-1 flex flex-wrap gap-2">
          <input
            id="referral-link"
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className="min-w-0 flex-1 rounded-lg border border-neutral-500 bg-neutral-100 px-3 py-2.5 font-mono text-sm"
            data-referral-link
          />
          <Button variant="outline" size="small" className="js-only" onClick={copy}>
            {t("account.referrals.copy")}
          </Button>
        </div>
        <p role="status" className="mt-1 min-h-6 text-sm font-semibold">
          {copied ? t("account.referrals.copied") : ""}
        </p>
        <p className="mt-6 text-lg font-bold" data-referral-count={count}>
          {t("account.referrals.brought", { count })}
        </p>
      </div>
    </CabinetFrame>
  );
}
