// The pickup-holds pass (issue 33, docs/inventory.md "Pickup holds"), each order in its own transaction:
// - a day after an order became READY_FOR_PICKUP its customer is reminded: pickup_reminded_at is claimed by one
//   conditional update, and the reminder e-mail (and SMS, when asked for) is queued in that same transaction;
// - at pickup_hold_until the system cancels it (changeOrderStatusIn: the units go back to the store as "return"
//   movements, exactly once; the cancellation e-mail says it was not collected within N days).
// Safe with several processes: the row lock (SKIP LOCKED) or the conditional update lets one transaction do each step.
import { claimPickupReminder, type Db, findEndedPickupHolds, findPickupRemindersDue, lockEndedPickupHold } from "@shop/db";
import type { BrandId, InvoicingSettings } from "@shop/domain";
import type { Logger } from "pino";
import { changeOrderStatusIn } from "./change-order-status";
import { queueOrderEmail } from "./queue-order-email";
import { queueOrderSms } from "./queue-order-sms";

const BATCH = 100;

export interface PickupHoldDeps {
  database: { db: Db };
  logger: Logger;
  brand: BrandId;
  paymentOptions: { publicOrigin: string };
  /** A canceled order that was invoiced gets its correcting invoice (issue 34). */
  invoicing?: InvoicingSettings | undefined;
  /** After a commit that changed stock (the storefront's availability caches). */
  contentChanged?: (() => void) | undefined;
}

export interface HoldResult {
  reminded: number;
  canceled: number;
  failed: number;
}

/** The history's note of a cancellation at the hold's end (the system's: kept in the history, not e-mailed). */
export const HOLD_ENDED_NOTE = "pickup hold ended: not collected";

export async function holdPickupOrders(deps: PickupHoldDeps, now: Date = new Date()): Promise<HoldResult> {
  const result: HoldResult = { reminded: 0, canceled: 0, failed: 0 };
  await remind(deps, now, result);
  await cancelEnded(deps, now, result);
  if (result.canceled > 0) deps.contentChanged?.();
  return result;
}

const effectsOf = (deps: PickupHoldDeps) => ({
  brand: deps.brand,
  publicOrigin: deps.paymentOptions.publicOrigin,
  invoicing: deps.invoicing,
});

/** Runs `step` for each id `find` gives, until it gives none it has not tried (a failed one waits for the next pass). */
async function eachOnce(find: () => Promise<string[]>, step: (id: string) => Promise<void>): Promise<void> {
  const tried = new Set<string>();
  for (;;) {
    const ids = (await find()).filter((id) => !tried.has(id));
    if (ids.length === 0) return;
    for (const id of ids) {
      tried.add(id);
      await step(id);
    }
  }
}

async function remind(deps: PickupHoldDeps, now: Date, result: HoldResult): Promise<void> {
  const { db } = deps.database;
  await eachOnce(
    () => findPickupRemindersDue(db, now, BATCH),
    async (id) => {
      try {
        const reminded = await db.transaction(async (tx) => {
          if (!(await claimPickupReminder(tx, id, now))) return false;
          await queueOrderEmail(tx, id, { kind: "order-pickup-reminder" }, effectsOf(deps));
          await queueOrderSms(tx, id, "pickup-reminder", effectsOf(deps));
          return true;
        });
        if (reminded) {
          result.reminded++;
          deps.logger.info({ orderId: id }, "pickup reminder queued: the order waits in its store");
        }
      } catch (error) {
        result.failed++;
        deps.logger.error({ orderId: id, err: error }, "queuing a pickup reminder failed; retrying at the next pass");
      }
    },
  );
}

async function cancelEnded(deps: PickupHoldDeps, now: Date, result: HoldResult): Promise<void> {
  const { db } = deps.database;
  const change = { to: "CANCELED", actor: "system", pickupHoldEnded: true, note: HOLD_ENDED_NOTE } as const;
  await eachOnce(
    () => findEndedPickupHolds(db, now, BATCH),
    async (id) => {
      try {
        const canceled = await db.transaction(async (tx) => {
          if (!(await lockEndedPickupHold(tx, id, now))) return false;
          const changed = await changeOrderStatusIn(tx, id, change, effectsOf(deps));
          if (!changed.ok) deps.logger.warn({ orderId: id, reason: changed.reason }, "held order not canceled");
          return changed.ok;
        });
        if (canceled) {
          result.canceled++;
          deps.logger.info({ orderId: id }, "order canceled: not collected before its pickup hold ended");
        }
      } catch (error) {
        result.failed++;
        deps.logger.error({ orderId: id, err: error }, "canceling a held order failed; retrying at the next pass");
      }
    },
  );
}
