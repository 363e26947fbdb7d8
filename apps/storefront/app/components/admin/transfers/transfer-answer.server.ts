// What the transfer pages answer when a form is refused (issue 33): the API's message, then what its issues say; those
// of lines are shown at the row they came from. The page is drawn again with what was typed (works without JavaScript).
import { ApiError } from "../../../lib/api/client";
import { issuesByRow } from "../stock/lines-form";

export interface Refusal {
  status: number;
  messages: string[];
  rowErrors: Record<number, string[]>;
}

/** The refusal an API answer of 400, 403 or 409 stands for; any other error is thrown on (404: the page's 404). */
export function refusalOf(error: unknown, sentFrom: readonly number[] = []): Refusal {
  if (!(error instanceof ApiError) || ![400, 403, 409, 422].includes(error.statusCode)) throw error;
  const issues = (error.body as { issues?: Array<{ path: string; message: string }> } | null)?.issues ?? [];
  const { byRow, rest } = issuesByRow(issues, sentFrom);
  return { status: error.statusCode, messages: [error.message, ...rest], rowErrors: byRow };
}
