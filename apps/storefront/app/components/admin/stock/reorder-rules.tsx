// A store's reorder points (issue 33): each one a small form (the minimum and the target, Save or Delete), then a
// form adding one by EAN, SKU or #id. Plain forms: they work without JavaScript; a refusal shows the messages beside
// the form that was sent, with what was typed.

import type { ReorderRule, ReorderRules } from "@shop/contracts";
import { Form } from "react-router";
import { formatShopDate } from "../../../lib/account/format";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { AdminAlert, buttonClasses, dangerButtonClasses, inputClasses, labelClasses, secondaryButtonClasses } from "../page";

/** What the action answered about one of these forms (stock-reorder.server.ts ReorderAnswer). */
export interface RuleAnswer {
  intent: "save" | "delete" | "add";
  product: number | null;
  messages: string[];
  fields: string[];
  values: { min: string; target: string; code: string };
}

function NumberField({
  id,
  name,
  label,
  value,
  invalid,
}: {
  id: string;
  name: "min" | "target";
  label: string;
  value: string;
  invalid: boolean;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={name === "min" ? 0 : 1}
        max={1_000_000}
        step={1}
        required
        defaultValue={value}
        aria-invalid={invalid || undefined}
        className={`${inputClasses} w-28 aria-invalid:border-red-700`}
      />
    </div>
  );
}

function RuleForm({ rule, answer }: { rule: ReorderRule; answer: RuleAnswer | null }) {
  const { t } = useTranslation("admin");
  const { lang } = useAdminPaths();
  const mine = answer && answer.intent !== "add" && answer.product === rule.product.id ? answer : null;
  const id = `rule-${rule.product.id}`;
  return (
    <li id={id} className="rounded border border-neutral-300 bg-white p-4" data-reorder-rule={rule.product.id}>
      <Form method="post" className="flex flex-wrap items-end gap-4" aria-label={t("reorder.rules.legend", { product: rule.product.name })}>
        <input type="hidden" name="product" value={rule.product.id} />
        <div className="min-w-56 flex-1">
          <p className="font-semibold">{rule.product.name}</p>
          <p className="text-sm text-neutral-600">
            SKU {rule.product.sku}
            {rule.product.ean ? ` · EAN ${rule.product.ean}` : ""}
          </p>
          <p className="text-sm">
            {t("reorder.rules.units", { n: rule.units })}
            {rule.toOrder > 0 && <strong className="ml-3">{t("reorder.rules.toOrder", { n: rule.toOrder })}</strong>}
          </p>
          {!rule.offered && <p className="text-sm text-red-800">{t("reorder.rules.notSold")}</p>}
        </div>
        <NumberField
          id={`${id}-min`}
          name="min"
          label={t("reorder.rules.min")}
          value={mine?.values.min ?? String(rule.min)}
          invalid={Boolean(mine?.fields.includes("min"))}
        />
        <NumberField
          id={`${id}-target`}
          name="target"
          label={t("reorder.rules.target")}
          value={mine?.values.target ?? String(rule.target)}
          invalid={Boolean(mine?.fields.includes("target"))}
        />
        <div className="flex gap-2">
          <button type="submit" name="intent" value="save" className={buttonClasses}>
            {t("reorder.rules.save")}
          </button>
          <button type="submit" name="intent" value="delete" formNoValidate className={dangerButtonClasses}>
            {t("reorder.rules.delete")}
          </button>
        </div>
      </Form>
      {mine && (
        <div className="mt-3">
          <AdminAlert messages={mine.messages} />
        </div>
      )}
      <p className="mt-2 text-xs text-neutral-600">
        {t("reorder.rules.updated", {
          name: rule.updated.by ?? t("stock.document.unknownStaff"),
          at: formatShopDate(rule.updated.at, lang, true),
        })}
      </p>
    </li>
  );
}

export function ReorderRulesList({ rules, answer }: { rules: ReorderRules; answer: RuleAnswer | null }) {
  const { t } = useTranslation("admin");
  return (
    <section aria-labelledby="reorder-rules-title" className="space-y-3">
      <h2 id="reorder-rules-title" className="text-xl font-semibold">
        {t("reorder.rules.title")}
        {rules.total > 0 && (
          <span className="ml-2 text-base font-normal text-neutral-700">{t("reorder.rules.count", { count: rules.total })}</span>
        )}
      </h2>
      {rules.items.length === 0 ? (
        <p className="rounded border border-dashed border-neutral-400 bg-white p-4">{t("reorder.rules.empty")}</p>
      ) : (
        <ul className="space-y-3" data-reorder-rules>
          {rules.items.map((rule) => (
            <RuleForm key={rule.product.id} rule={rule} answer={answer} />
          ))}
        </ul>
      )}
    </section>
  );
}

export function AddReorderRule({ answer }: { answer: RuleAnswer | null }) {
  const { t } = useTranslation("admin");
  const mine = answer?.intent === "add" ? answer : null;
  return (
    <section aria-labelledby="reorder-add-title" className="space-y-3 rounded border border-neutral-300 bg-white p-4">
      <h2 id="reorder-add-title" className="text-xl font-semibold">
        {t("reorder.add.title")}
      </h2>
      {mine && <AdminAlert messages={mine.messages} />}
      {/* A new key each time it is answered: the fields show what was typed. */}
      <Form method="post" className="flex flex-wrap items-end gap-4" data-reorder-add key={mine ? JSON.stringify(mine.values) : "new"}>
        <div className="min-w-56 flex-1">
          <label htmlFor="reorder-code" className={labelClasses}>
            {t("reorder.add.product")}
          </label>
          <input
            id="reorder-code"
            name="code"
            required
            maxLength={64}
            autoComplete="off"
            defaultValue={mine?.values.code ?? ""}
            aria-invalid={mine?.fields.includes("product") || undefined}
            aria-describedby="reorder-code-hint"
            className={`${inputClasses} aria-invalid:border-red-700`}
          />
          <p id="reorder-code-hint" className="mt-1 text-sm text-neutral-600">
            {t("reorder.add.hint")}
          </p>
        </div>
        <NumberField
          id="reorder-min"
          name="min"
          label={t("reorder.rules.min")}
          value={mine?.values.min ?? ""}
          invalid={Boolean(mine?.fields.includes("min"))}
        />
        <NumberField
          id="reorder-target"
          name="target"
          label={t("reorder.rules.target")}
          value={mine?.values.target ?? ""}
          invalid={Boolean(mine?.fields.includes("target"))}
        />
        <button type="submit" name="intent" value="add" className={secondaryButtonClasses}>
          {t("reorder.add.submit")}
        </button>
      </Form>
    </section>
  );
}
