import type { ReactNode } from "react";
import { AdminPage } from "../../components/admin/page";
import { adminMeta } from "../../lib/admin/meta";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/invoicing";
import { invoicingLoader } from "./invoicing.server";

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => invoicingLoader(args);

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold">{label}</dt>
      <dd className="break-words">{children}</dd>
    </>
  );
}

const factsClasses = "grid gap-x-6 gap-y-2 rounded border border-neutral-300 bg-white p-4 sm:grid-cols-[auto_1fr]";

/** The invoicing settings as configured (issue 34, admins): seller, numbering, KSeF. Read-only. */
export default function InvoicingPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { settings } = loaderData;
  const none = t("invoices.settings.none");
  const { seller } = settings;
  return (
    <AdminPage title={t("common.nav.invoicing")}>
      <p className="max-w-3xl text-neutral-700" data-admin-invoicing-lead>
        {t("invoices.settings.lead")}
      </p>
      {!settings.enabled || !seller ? (
        <p className="rounded border border-amber-400 bg-amber-50 p-4 font-semibold text-amber-950" data-admin-invoicing-off>
          {t("invoices.settings.off")}
        </p>
      ) : (
        <>
          <section aria-labelledby="invoicing-seller" className="space-y-2" data-admin-invoicing-seller>
            <h2 id="invoicing-seller" className="text-xl font-semibold">
              {t("invoices.settings.seller")}
            </h2>
            <dl className={factsClasses}>
              <Fact label={t("invoices.settings.nip")}>{seller.nip}</Fact>
              <Fact label={t("invoices.settings.name")}>{seller.name}</Fact>
              <Fact label={t("invoices.settings.address")}>
                {[seller.address.line1, seller.address.line2, seller.address.countryCode].filter(Boolean).join(", ")}
              </Fact>
              <Fact label={t("invoices.settings.bankAccount")}>{seller.bankAccount ?? none}</Fact>
              <Fact label={t("invoices.settings.place")}>{settings.placeOfIssue ?? none}</Fact>
            </dl>
          </section>
          <section aria-labelledby="invoicing-numbering" className="space-y-2">
            <h2 id="invoicing-numbering" className="text-xl font-semibold">
              {t("invoices.settings.numbering")}
            </h2>
            <dl className={factsClasses}>
              <Fact label={t("invoices.settings.series")}>{t("invoices.settings.example", { series: settings.series ?? none })}</Fact>
              <Fact label={t("invoices.settings.correctionSeries")}>
                {t("invoices.settings.example", { series: settings.correctionSeries ?? none })}
              </Fact>
            </dl>
          </section>
        </>
      )}
      <section aria-labelledby="invoicing-ksef" className="space-y-2" data-admin-invoicing-ksef>
        <h2 id="invoicing-ksef" className="text-xl font-semibold">
          {t("invoices.settings.ksef")}
        </h2>
        {settings.ksef ? (
          <div className="rounded border border-neutral-300 bg-white p-4">
            {settings.ksef.standIn ? (
              <p>{t("invoices.settings.standIn")}</p>
            ) : (
              <p>{t("invoices.settings.ksefHost", { host: settings.ksef.host })}</p>
            )}
          </div>
        ) : (
          <p className="rounded border border-amber-400 bg-amber-50 p-4 text-amber-950">{t("invoices.settings.ksefOff")}</p>
        )}
      </section>
    </AdminPage>
  );
}
