// What a coupon written in the back office must satisfy (issue 7), beyond the request's shape: the checks of
// the coupons table said in the admin's language, before anything is written.
import { COUPON_CODE_PATTERN, COUPON_MAX_GROSZE, type StaffCouponValues } from "@shop/contracts";
import { formatMoney } from "@shop/domain";
import { type InputProblem, say } from "../input-refusals";

const money = (grosze: number) =>
  say(formatMoney(grosze, "en"), formatMoney(grosze, "uk"), formatMoney(grosze, "pl"), formatMoney(grosze, "ru"));

const AMOUNT_RANGE = (() => {
  const max = money(COUPON_MAX_GROSZE);
  return say(
    `Enter an amount from 0.01 to ${max.en}.`,
    `Введіть суму від 0,01 до ${max.uk}.`,
    `Podaj kwotę od 0,01 do ${max.pl}.`,
    `Введите сумму от 0,01 до ${max.ru}.`,
  );
})();
const PERCENT_RANGE = say(
  "Enter a whole percent from 1 to 100.",
  "Введіть цілий відсоток від 1 до 100.",
  "Podaj całkowity procent od 1 do 100.",
  "Введите целый процент от 1 до 100.",
);
const AT_LEAST_ONE = say(
  "Enter a whole number of at least 1, or leave it empty for no limit.",
  "Введіть ціле число не менше 1 або залиште поле порожнім, щоб не обмежувати.",
  "Podaj liczbę całkowitą co najmniej 1 albo zostaw puste pole, aby nie ograniczać.",
  "Введите целое число не меньше 1 или оставьте поле пустым, чтобы не ограничивать.",
);
const CODE_FORMAT = say(
  "A code holds letters A–Z, digits, “-” and “_” (up to 40), and starts and ends with a letter or digit.",
  "Код містить латинські літери A–Z, цифри, «-» і «_» (до 40) та починається й закінчується літерою або цифрою.",
  "Kod składa się z liter A–Z, cyfr, „-” i „_” (do 40) oraz zaczyna się i kończy literą lub cyfrą.",
  "Код состоит из латинских букв A–Z, цифр, «-» и «_» (до 40) и начинается и заканчивается буквой или цифрой.",
);
const CATEGORY_TWICE = say(
  "This category is listed twice.",
  "Цю категорію вказано двічі.",
  "Ta kategoria jest podana dwa razy.",
  "Эта категория указана дважды.",
);

export const UNKNOWN_CATEGORY = say(
  "There is no such category.",
  "Такої категорії немає.",
  "Nie ma takiej kategorii.",
  "Такой категории нет.",
);
export const NO_SUCH_CUSTOMER = say(
  "No customer account has this e-mail.",
  "Немає облікового запису покупця з таким e-mail.",
  "Nie ma konta klienta z tym adresem e-mail.",
  "Нет аккаунта покупателя с таким e-mail.",
);

/** "Not below the N uses so far." */
export const usesBelowUsed = (used: number) =>
  say(
    `Uses so far: ${used}; the limit cannot be lower.`,
    `Замовлення вже використали цей купон: ${used}; ліміт не може бути меншим.`,
    `Zamówienia użyły już tego kuponu: ${used}; limit nie może być mniejszy.`,
    `Заказы уже использовали этот купон: ${used}; лимит не может быть меньше.`,
  );

export const codeTaken = (code: string) =>
  say(
    `A coupon with the code ${code} already exists.`,
    `Купон із кодом ${code} уже існує.`,
    `Kupon o kodzie ${code} już istnieje.`,
    `Купон с кодом ${code} уже существует.`,
  );

const inRange = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

/** The stored form of a code: trimmed, upper case. */
export const couponCodeOf = (code: string): string => code.trim().toUpperCase();

/** What is wrong with the values (the database would refuse them, or checkout could never apply them). */
export function couponProblems(values: StaffCouponValues): InputProblem[] {
  const problems: InputProblem[] = [];
  if (!COUPON_CODE_PATTERN.test(couponCodeOf(values.code))) problems.push({ path: "code", message: CODE_FORMAT });
  if (values.kind === "percent" ? !inRange(values.value, 1, 100) : !inRange(values.value, 1, COUPON_MAX_GROSZE))
    problems.push({ path: "value", message: values.kind === "percent" ? PERCENT_RANGE : AMOUNT_RANGE });
  if (values.maxDiscount !== null && !inRange(values.maxDiscount, 1, COUPON_MAX_GROSZE))
    problems.push({ path: "maxDiscount", message: AMOUNT_RANGE });
  if (values.minOrder !== null && !inRange(values.minOrder, 1, COUPON_MAX_GROSZE))
    problems.push({ path: "minOrder", message: AMOUNT_RANGE });
  if (values.maxUses !== null && values.maxUses < 1) problems.push({ path: "maxUses", message: AT_LEAST_ONE });
  if (values.maxUsesPerCustomer !== null && values.maxUsesPerCustomer < 1)
    problems.push({ path: "maxUsesPerCustomer", message: AT_LEAST_ONE });
  const seen = new Set<number>();
  values.categories.forEach((row, index) => {
    if (seen.has(row.categoryId)) problems.push({ path: `categories.${index}.categoryId`, message: CATEGORY_TWICE });
    seen.add(row.categoryId);
    if (!inRange(row.percent, 1, 100)) problems.push({ path: `categories.${index}.percent`, message: PERCENT_RANGE });
  });
  return problems;
}
