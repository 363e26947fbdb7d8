// The audit log's filters: a plain GET form (works without JavaScript), its values kept in the address.

import { Form, Link } from "react-router";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { useRootData } from "../../../lib/use-shop";
import { buttonClasses, inputClasses, labelClasses, secondaryButtonClasses } from "../page";
import { actionLabel, entityLabel, KNOWN_ACTIONS, KNOWN_ENTITIES } from "./labels";
import type { AuditFilterName, AuditFilterValues } from "./query";

export function AuditFilters({ filters, invalid }: { filters: AuditFilterValues; invalid: AuditFilterName[] }) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const cities = useRootData()?.cities ?? [];
  const field = (name: AuditFilterName, type = "text", list?: string) => (
    <div>
      <label htmlFor={`audit-${name}`} className={labelClasses}>
        {t(`audit.filters.${name}`)}
      </label>
      <input
        id={`audit-${name}`}
        name={name}
        type={type}
        list={list}
        defaultValue={filters[name]}
        maxLength={254}
        aria-invalid={invalid.includes(name) ? true : undefined}
        className={`${inputClasses} aria-invalid:border-red-700`}
      />
    </div>
  );
  return (
    <Form
      method="get"
      aria-label={t("audit.filters.label")}
      className="space-y-4 rounded border border-neutral-300 bg-white p-4"
      data-admin-audit-filters
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {field("action", "text", "audit-actions")}
        {field("entityType", "text", "audit-entities")}
        {field("entityId")}
        {field("actor", "email")}
        <div>
          <label htmlFor="audit-city" className={labelClasses}>
            {t("audit.filters.city")}
          </label>
          <select id="audit-city" name="city" defaultValue={filters.city} className={inputClasses}>
            <option value="">{t("common.allCities")}</option>
            {cities.map((city) => (
              <option key={city.slug} value={city.slug}>
                {city.name}
              </option>
            ))}
            {filters.city && !cities.some((city) => city.slug === filters.city) && <option value={filters.city}>{filters.city}</option>}
          </select>
        </div>
        {field("from", "date")}
        {field("to", "date")}
      </div>
      <datalist id="audit-actions">
        {KNOWN_ACTIONS.map((action) => (
          <option key={action} value={action}>
            {actionLabel(t, action)}
          </option>
        ))}
      </datalist>
      <datalist id="audit-entities">
        {KNOWN_ENTITIES.map((type) => (
          <option key={type} value={type}>
            {entityLabel(t, type)}
          </option>
        ))}
      </datalist>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClasses}>
          {t("common.actions.filter")}
        </button>
        <Link to={paths.admin("audit")} className={`${secondaryButtonClasses} inline-flex items-center`}>
          {t("common.actions.reset")}
        </Link>
      </div>
    </Form>
  );
}
