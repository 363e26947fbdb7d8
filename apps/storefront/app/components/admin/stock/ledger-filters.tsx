// The stock ledger's filters (issue 33): a plain GET form (works without JavaScript), its values kept in the address:
// the product as typed or scanned, the kind (the ledger's words), the days (shop time), who made the movements or one
// staff member by e-mail. The store comes from the store picker above it and rides along hidden.

import { MOVEMENT_KINDS, type StockStore } from "@shop/contracts";
import { Form, Link } from "react-router";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { buttonClasses, inputClasses, labelClasses, secondaryButtonClasses } from "../page";
import { LEDGER_WHO, type LedgerFilters } from "./ledger-query";

export function LedgerFiltersForm({ filters, store, invalid }: { filters: LedgerFilters; store: StockStore | null; invalid: string[] }) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const wrong = (name: string) => (invalid.includes(name) ? true : undefined);
  const input = (name: "product" | "from" | "to" | "email", type: string, label: string, hint?: string) => (
    <div>
      <label htmlFor={`ledger-${name}`} className={labelClasses}>
        {label}
      </label>
      <input
        id={`ledger-${name}`}
        name={name}
        type={type}
        defaultValue={filters[name]}
        maxLength={name === "email" ? 254 : 64}
        aria-invalid={wrong(name)}
        aria-describedby={hint ? `ledger-${name}-hint` : undefined}
        className={`${inputClasses} aria-invalid:border-red-700`}
      />
      {hint && (
        <p id={`ledger-${name}-hint`} className="mt-1 text-sm text-neutral-600">
          {hint}
        </p>
      )}
    </div>
  );
  return (
    <Form
      method="get"
      action={paths.admin("stockLedger")}
      aria-label={t("stock.ledger.filters.label")}
      className="space-y-4 rounded border border-neutral-300 bg-white p-4"
      data-stock-ledger-filters
    >
      <input type="hidden" name="store" value={store ? store.id : "all"} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {input("product", "text", t("stock.ledger.filters.product"), t("stock.ledger.filters.productHint"))}
        <div>
          <label htmlFor="ledger-kind" className={labelClasses}>
            {t("stock.ledger.filters.kind")}
          </label>
          <select id="ledger-kind" name="kind" defaultValue={filters.kind} className={inputClasses}>
            <option value="">{t("stock.ledger.filters.anyKind")}</option>
            {MOVEMENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`stock.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid grid-cols-2 gap-3">
          {input("from", "date", t("stock.ledger.filters.from"))}
          {input("to", "date", t("stock.ledger.filters.to"))}
        </div>
        <div>
          <label htmlFor="ledger-who" className={labelClasses}>
            {t("stock.ledger.filters.who")}
          </label>
          <select id="ledger-who" name="who" defaultValue={filters.who} className={inputClasses}>
            <option value="">{t("stock.ledger.filters.anyone")}</option>
            {LEDGER_WHO.map((who) => (
              <option key={who} value={who}>
                {t(`stock.ledger.who.${who}`)}
              </option>
            ))}
          </select>
        </div>
        {input("email", "email", t("stock.ledger.filters.email"), t("stock.ledger.filters.emailHint"))}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" className={buttonClasses}>
          {t("common.actions.filter")}
        </button>
        <Link
          to={paths.admin("stockLedger", undefined, store ? { store: store.id } : { store: "all", product: filters.product || undefined })}
          className={`${secondaryButtonClasses} inline-flex items-center`}
        >
          {t("common.actions.reset")}
        </Link>
      </div>
    </Form>
  );
}
