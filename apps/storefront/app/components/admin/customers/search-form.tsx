// Searching customers: one field (e-mail, name or phone), sent as the page's query (GET), so a search is a
// link that can be shared and works without JavaScript.

import { Form } from "react-router";
import { useTranslation } from "../../../lib/texts";
import { buttonClasses, inputClasses, labelClasses } from "../page";

export function CustomerSearch({ q }: { q: string }) {
  const { t } = useTranslation("admin");
  return (
    <Form method="get" role="search" className="flex flex-wrap items-end gap-3" data-admin-customer-search>
      <div className="min-w-[16rem] flex-1 space-y-1">
        <label htmlFor="customer-q" className={labelClasses}>
          {t("customers.search.label")}
        </label>
        <input
          id="customer-q"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={200}
          className={inputClasses}
          aria-describedby="customer-q-hint"
        />
        <p id="customer-q-hint" className="text-sm text-neutral-700">
          {t("customers.search.hint")}
        </p>
      </div>
      <button type="submit" className={`${buttonClasses} mb-6`}>
        {t("common.actions.search")}
      </button>
    </Form>
  );
}
