// What is wrong with a reorder rule, in every language (issue 33): "Minimum: a whole number from 0 to 1,000,000."
// The API answers VALIDATION_FAILED with these (path `min`, `target` or `product`); the back office shows them.
import { type Locale, type Localized, REORDER_MAX_QUANTITY, type ReorderRuleProblem } from "@shop/domain";

const en = {
  min: "Minimum",
  target: "Target",
  minRange: ({ max }: { max: string }) => `a whole number from 0 to ${max}.`,
  targetRange: ({ max }: { max: string }) => `a whole number from 1 to ${max}.`,
  belowMin: ({ min }: { min: string }) => `not below the minimum (${min}).`,
};
export type ReorderMessages = typeof en;

const uk: ReorderMessages = {
  min: "Мінімум",
  target: "Цільова кількість",
  minRange: ({ max }) => `ціле число від 0 до ${max}.`,
  targetRange: ({ max }) => `ціле число від 1 до ${max}.`,
  belowMin: ({ min }) => `не менше за мінімум (${min}).`,
};

const pl: ReorderMessages = {
  min: "Minimum",
  target: "Stan docelowy",
  minRange: ({ max }) => `liczba całkowita od 0 do ${max}.`,
  targetRange: ({ max }) => `liczba całkowita od 1 do ${max}.`,
  belowMin: ({ min }) => `nie mniej niż minimum (${min}).`,
};

const ru: ReorderMessages = {
  min: "Минимум",
  target: "Целевое количество",
  minRange: ({ max }) => `целое число от 0 до ${max}.`,
  targetRange: ({ max }) => `целое число от 1 до ${max}.`,
  belowMin: ({ min }) => `не меньше минимума (${min}).`,
};

export const REORDER_MESSAGES: Localized<ReorderMessages> = { en, uk, pl, ru };

const number = (locale: Locale, n: number) => new Intl.NumberFormat(locale).format(n);

/** "Target: not below the minimum (5)." */
export function reorderRuleMessage(locale: Locale, problem: ReorderRuleProblem): string {
  const m = REORDER_MESSAGES[locale];
  const max = number(locale, REORDER_MAX_QUANTITY);
  const text =
    problem.problem === "belowMin"
      ? m.belowMin({ min: number(locale, problem.min) })
      : problem.field === "min"
        ? m.minRange({ max })
        : m.targetRange({ max });
  return `${m[problem.field]}: ${text}`;
}
