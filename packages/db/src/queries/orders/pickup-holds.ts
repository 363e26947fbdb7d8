// Pickup holds (issue 33, docs/inventory.md "Pickup holds"): an order READY_FOR_PICKUP waits in its store until
// pickup_hold_until (set with the status, from its city's pickup_hold_days); a day after it became ready its
// customer is reminded once (pickup_reminded_at, claimed by one conditional update), and at the hold's end the
// system cancels it. Several processes run the job: each step is taken by the one transaction that locks or claims
// the row while it still qualifies.
import { sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../client";

/** When a reminder is due: a day after the order became ready. */
const REMINDER_AFTER = sql`interval '1 day'`;

/** Orders waiting for their reminder (ready a day ago, not reminded, hold not over), oldest first. */
export async function findPickupRemindersDue(db: DbOrTx, now: Date, limit: number): Promise<string[]> {
  const at = now.toISOString();
  const { rows } = await db.execute<{ id: string }>(sql`
    select id from orders where status = 'READY_FOR_PICKUP' and pickup_reminded_at is null
      and pickup_ready_at <= ${at}::timestamptz - ${REMINDER_AFTER} and pickup_hold_until > ${at}
    order by pickup_ready_at limit ${limit}`);
  return rows.map((row) => row.id);
}

/**
 * Claims the order's reminder: sets pickup_reminded_at if it is still due. True for the one transaction that did it
 * (the others' update waits for its commit, then finds it reminded): the caller queues the messages in the same
 * transaction.
 */
export async function claimPickupReminder(tx: Tx, orderId: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const { rows } = await tx.execute<{ id: string }>(sql`
    update orders set pickup_reminded_at = now()
    where id = ${orderId} and status = 'READY_FOR_PICKUP' and pickup_reminded_at is null
      and pickup_ready_at <= ${at}::timestamptz - ${REMINDER_AFTER} and pickup_hold_until > ${at}
    returning id`);
  return rows.length === 1;
}

/** Orders whose hold has ended while they still wait in the store, the longest over first. */
export async function findEndedPickupHolds(db: DbOrTx, now: Date, limit: number): Promise<string[]> {
  const { rows } = await db.execute<{ id: string }>(sql`
    select id from orders where status = 'READY_FOR_PICKUP' and pickup_hold_until <= ${now.toISOString()}
    order by pickup_hold_until limit ${limit}`);
  return rows.map((row) => row.id);
}

/** Locks an order whose hold has ended unless another transaction holds it (that one handles it); null otherwise. */
export async function lockEndedPickupHold(tx: Tx, orderId: string, now: Date): Promise<string | null> {
  const { rows } = await tx.execute<{ id: string }>(sql`
    select id from orders where id = ${orderId} and status = 'READY_FOR_PICKUP' and pickup_hold_until <= ${now.toISOString()}
    for update skip locked`);
  return rows[0]?.id ?? null;
}

/** The city's pickup hold in days (1 to 30). */
export async function cityPickupHoldDays(db: DbOrTx, cityId: number): Promise<number> {
  const { rows } = await db.execute<{ days: number }>(sql`select pickup_hold_days as days from cities where id = ${cityId}`);
  return Number(rows[0]?.days ?? 3);
}
