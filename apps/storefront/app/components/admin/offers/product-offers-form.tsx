// One product's offers in every city the staff member runs, edited in one form and saved at once: prices, and the
// stock of each store of the city (StoreStockInputs). After a refusal the form shows what was typed, each problem
// next to its field.
import type { ProductOffers, ProductOffersRow } from "@shop/contracts";
import { formatTiers, formatZloty } from "@shop/domain";
import { Form } from "react-router";
import { useTranslation } from "../../../lib/texts";
import { AdminTable, buttonClasses, inputClasses } from "../page";
import { fieldName, storeFieldName, TEXT_FIELDS, type TextField } from "./product-form";
import { StoreStockInputs } from "./store-stock-inputs";

export interface ProductFormAnswer {
  fieldErrors: Record<string, string>;
  values: Record<string, string> | null;
}

const money = (grosze: number | null | undefined) => (grosze === null || grosze === undefined ? "" : formatZloty(grosze));

/** A row's fields as the form first shows them. */
function storedValues(row: ProductOffersRow, index: number): Record<string, string> {
  const offer = row.offer;
  const values: Record<string, string> = {
    [fieldName("price", index)]: money(offer?.price),
    [fieldName("salePrice", index)]: money(offer?.salePrice),
    [fieldName("franchisePrice", index)]: money(offer?.franchisePrice),
    [fieldName("tiers", index)]: offer ? formatTiers(offer.wholesaleTiers) : "",
    [fieldName("expected", index)]: JSON.stringify(offer),
  };
  for (const store of row.stores) values[storeFieldName(index, store.id)] = String(offer?.storeStock[String(store.id)] ?? 0);
  if (offer) values[fieldName("offered", index)] = "on";
  if (!offer || offer.visible) values[fieldName("visible", index)] = "on";
  return values;
}

const HEADINGS = {
  price: "offers.table.price",
  salePrice: "offers.table.salePrice",
  franchisePrice: "offers.table.franchisePrice",
  tiers: "offers.table.tiers",
} as const satisfies Record<TextField, string>;

const checkboxCell = "flex min-h-11 min-w-11 items-center justify-center";

export function ProductOffersForm({ table, answer }: { table: ProductOffers; answer: ProductFormAnswer | null }) {
  const { t } = useTranslation("admin");
  const typed = answer?.values ?? null;
  const errors = answer?.fieldErrors ?? {};
  const key = typed ? "typed" : table.rows.map((row) => row.updatedAt ?? "-").join("|");
  const bundle = table.product.kind === "bundle";
  return (
    <Form method="post" key={key} className="space-y-4" data-admin-product-offers-form>
      <input type="hidden" name="intent" value="save-product" />
      <input type="hidden" name="rows" value={table.rows.length} />
      <AdminTable label={t("offers.product.label", { product: table.product.name })}>
        <thead>
          <tr>
            <th scope="col">{t("offers.product.city")}</th>
            <th scope="col">{t("offers.product.offered")}</th>
            <th scope="col">{t("offers.table.visible")}</th>
            {TEXT_FIELDS.flatMap((field) => [
              <th key={field} scope="col">
                {t(HEADINGS[field])}
              </th>,
              field === "salePrice" && (
                <th key="stock" scope="col">
                  {t("offers.table.stock")}
                </th>
              ),
            ])}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => {
            const values = typed ?? storedValues(row, index);
            const id = (field: string) => `offer-${field}-${index}`;
            return (
              <tr key={row.city.slug} data-admin-product-offer={row.city.slug}>
                <th scope="row" className="text-left align-top font-semibold">
                  <input type="hidden" name={fieldName("city", index)} value={row.city.slug} />
                  <input type="hidden" name={fieldName("expected", index)} value={values[fieldName("expected", index)] ?? "null"} />
                  {row.city.active ? row.city.name : t("offers.pick.inactive", { city: row.city.name })}
                </th>
                <td className="align-top">
                  <label className={checkboxCell}>
                    <input
                      type="checkbox"
                      name={fieldName("offered", index)}
                      defaultChecked={values[fieldName("offered", index)] === "on"}
                      aria-label={`${t("offers.product.offered")}: ${row.city.name}`}
                      className="h-6 w-6"
                      data-admin-offer-offered
                    />
                  </label>
                </td>
                <td className="align-top">
                  <label className={checkboxCell}>
                    <input
                      type="checkbox"
                      name={fieldName("visible", index)}
                      defaultChecked={values[fieldName("visible", index)] === "on"}
                      aria-label={`${t("offers.table.visible")}: ${row.city.name}`}
                      className="h-6 w-6"
                    />
                  </label>
                </td>
                {TEXT_FIELDS.flatMap((field) => {
                  const name = fieldName(field, index);
                  const error = errors[name];
                  const stock = field === "salePrice" && (
                    <td key="stock" className="min-w-40 align-top" data-admin-offer-stock>
                      {bundle ? (
                        <span className="text-neutral-700">{t("offers.table.none")}</span>
                      ) : (
                        <StoreStockInputs row={index} city={row.city.name} stores={row.stores} values={values} errors={errors} />
                      )}
                    </td>
                  );
                  return [
                    <td key={field} className={`align-top ${field === "tiers" ? "min-w-44" : "min-w-28"}`}>
                      <input
                        id={id(field)}
                        name={name}
                        defaultValue={values[name] ?? ""}
                        inputMode={field === "tiers" ? "text" : "decimal"}
                        aria-label={`${t(HEADINGS[field])}: ${row.city.name}`}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${id(field)}-error` : undefined}
                        className={`${inputClasses} tabular-nums`}
                        data-admin-offer-field={field}
                      />
                      {error && (
                        <p id={`${id(field)}-error`} className="mt-1 text-sm text-red-800">
                          {error}
                        </p>
                      )}
                    </td>,
                    stock,
                  ];
                })}
              </tr>
            );
          })}
        </tbody>
      </AdminTable>
      <button type="submit" className={buttonClasses} data-admin-product-offers-save>
        {t("offers.product.save")}
      </button>
    </Form>
  );
}
