// What a refused form on the city pages answers (Post/Redirect/Get on success): which form, its messages, the
// messages of its fields, and what was typed (shown again when the page is rendered without JavaScript).
import type { FieldErrors } from "../../../lib/admin/form";

export interface CityFormAnswer {
  /** "city", "fees", "new-store", "store-{id}" or "new-city". */
  form: string;
  messages: string[];
  fieldErrors: FieldErrors;
  values: Record<string, string>;
}

/** The answer for this form, if the last refusal was its. */
export const answerFor = (answer: CityFormAnswer | undefined | null, form: string) => (answer?.form === form ? answer : null);

/** A field's value: as typed when its form was refused, else as stored. */
export function fieldValueOf(answer: CityFormAnswer | null, name: string, stored: string | number | null | undefined): string {
  if (answer && Object.hasOwn(answer.values, name)) return answer.values[name] ?? "";
  return stored === null || stored === undefined ? "" : String(stored);
}

/** A checkbox's state: as sent when its form was refused (absent = unticked), else as stored. */
export const checkedOf = (answer: CityFormAnswer | null, name: string, stored: boolean) => (answer ? answer.values[name] === "on" : stored);
