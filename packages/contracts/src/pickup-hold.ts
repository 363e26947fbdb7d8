// A pickup order's hold as the order pages show it (issue 33, docs/inventory.md "Pickup holds").
import { z } from "zod";

const Instant = z.iso.datetime({ offset: true });

/**
 * A pickup order's hold (issue 33): while READY_FOR_PICKUP it waits in its store until `until`; `ended` once the
 * system canceled it because it was not collected by then.
 */
export const PickupHold = z
  .object({
    store: z.string().describe("The store's address"),
    readyAt: Instant,
    until: Instant,
    /** The hold's length in days (its city's setting when the order became ready). */
    days: z.number().int(),
    remindedAt: Instant.nullable(),
    ended: z.boolean(),
  })
  .meta({ id: "PickupHold" });
export type PickupHold = z.infer<typeof PickupHold>;
