// Transfers between stores (issue 33; docs/inventory.md "Transfers"): what may be done to a transfer in each status and
// by whom, and the check of a receipt (what arrived per line). Pure rules; the API applies them under the transfer's
// row lock.

export type TransferState = "draft" | "shipped" | "received" | "canceled";

export interface TransferRights {
  /** The caller acts on the sending store (its city's manager, or an admin). */
  sender: boolean;
  /** The caller acts on the receiving store. */
  receiver: boolean;
}

export interface TransferMay {
  edit: boolean;
  ship: boolean;
  cancel: boolean;
  receive: boolean;
  resolve: boolean;
}

/**
 * draft → shipped → received, or draft → canceled. The sending store's staff edit, ship and cancel a draft; the
 * receiving store's staff receive a shipped transfer and settle its open discrepancies.
 */
export function transferMay(status: TransferState, rights: TransferRights, openDiscrepancies: number): TransferMay {
  const draft = status === "draft" && rights.sender;
  return {
    edit: draft,
    ship: draft,
    cancel: draft,
    receive: status === "shipped" && rights.receiver,
    resolve: status === "received" && rights.receiver && openDiscrepancies > 0,
  };
}

/** A step asked of a transfer, and why it cannot be taken in the transfer's status (null: it can). */
export type TransferAction = "edit" | "ship" | "cancel" | "receive" | "resolve";
export type TransferRefusal = "shipped" | "received" | "canceled" | "notShipped" | "notReceived";

export function transferStepRefusal(status: TransferState, step: TransferAction): TransferRefusal | null {
  switch (step) {
    case "edit":
    case "ship":
    case "cancel":
      return status === "draft" ? null : status;
    case "receive":
      if (status === "shipped") return null;
      return status === "received" ? "received" : status === "canceled" ? "canceled" : "notShipped";
    case "resolve":
      return status === "received" ? null : status === "canceled" ? "canceled" : "notReceived";
  }
}

export interface ShippedLine {
  productId: number;
  quantity: number;
}

export interface ReceivedInput {
  product: number;
  received: number;
  reason?: string | undefined;
}

export type ReceiptProblem =
  /** `line`: the transfer's line, from 1. */
  | { line: number; field: "received"; problem: "missing" }
  | { line: number; field: "received"; problem: "badReceived"; max: number }
  | { line: number; field: "reason"; problem: "reasonRequired"; missing: number }
  /** A product the transfer does not have, or given twice. */
  | { line: null; field: null; problem: "notOnTransfer" | "twice"; productId: number };

export interface ReceivedLine {
  productId: number;
  quantity: number;
  received: number;
  /** Why fewer arrived; null when all did. */
  reason: string | null;
}

/**
 * What arrived of each line: every line once, 0 to the units shipped, a reason for each short line. Answers the
 * lines (in the transfer's order) or every problem at once.
 */
export function checkReceipt(
  lines: readonly ShippedLine[],
  input: readonly ReceivedInput[],
): { ok: true; lines: ReceivedLine[] } | { ok: false; problems: ReceiptProblem[] } {
  const problems: ReceiptProblem[] = [];
  const given = new Map<number, ReceivedInput>();
  const onTransfer = new Set(lines.map((line) => line.productId));
  for (const entry of input) {
    if (!onTransfer.has(entry.product)) problems.push({ line: null, field: null, problem: "notOnTransfer", productId: entry.product });
    else if (given.has(entry.product)) problems.push({ line: null, field: null, problem: "twice", productId: entry.product });
    else given.set(entry.product, entry);
  }
  const received: ReceivedLine[] = [];
  lines.forEach((line, index) => {
    const n = index + 1;
    const entry = given.get(line.productId);
    if (!entry) {
      problems.push({ line: n, field: "received", problem: "missing" });
      return;
    }
    if (!Number.isInteger(entry.received) || entry.received < 0 || entry.received > line.quantity) {
      problems.push({ line: n, field: "received", problem: "badReceived", max: line.quantity });
      return;
    }
    const reason = entry.reason?.trim() || null;
    const missing = line.quantity - entry.received;
    if (missing > 0 && !reason) problems.push({ line: n, field: "reason", problem: "reasonRequired", missing });
    received.push({ productId: line.productId, quantity: line.quantity, received: entry.received, reason: missing > 0 ? reason : null });
  });
  return problems.length ? { ok: false, problems } : { ok: true, lines: received };
}
