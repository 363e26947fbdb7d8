// Back office: transfers between stores (issue 33; docs/inventory.md "Transfers"). A transfer document (from store,
// to store, lines) goes draft → shipped (the units left the sending store and are in transit: sellable nowhere) →
// received (what arrived, per line; a shortfall is a discrepancy with a reason, open until resolved). A draft can be
// edited (with its `version`) or canceled; a shipped transfer can only be received.
import { z } from "zod";
import { MAX_DOCUMENT_LINES, StaffStamp, StockLineInput, StockLineProduct, StockStore } from "./staff-inventory";

const Id = z.number().int().positive().max(2_147_483_647);

export const TRANSFER_STATUSES = ["draft", "shipped", "received", "canceled"] as const;
export const TransferStatus = z.enum(TRANSFER_STATUSES).meta({ id: "TransferStatus" });
export type TransferStatus = z.infer<typeof TransferStatus>;

export const DISCREPANCY_RESOLUTIONS = ["written-off", "arrived"] as const;
export const DiscrepancyResolution = z.enum(DISCREPANCY_RESOLUTIONS).meta({ id: "DiscrepancyResolution" });
export type DiscrepancyResolution = z.infer<typeof DiscrepancyResolution>;

const Note = z.string().trim().max(500);
const Lines = z
  .array(StockLineInput)
  .max(MAX_DOCUMENT_LINES * 2)
  .describe(`Each product once, at most ${MAX_DOCUMENT_LINES} lines; each sold in the sending store's city`);

export const TransferCreate = z
  .object({
    from: Id.describe("The sending store (one the caller acts on)"),
    to: Id.describe("The receiving store: any other store of the shop, in this city or another"),
    note: Note.optional(),
    lines: Lines,
  })
  .meta({ id: "TransferCreate" });
export type TransferCreate = z.infer<typeof TransferCreate>;

export const TransferUpdate = z
  .object({
    version: z.number().int().positive().describe("The version the editor started from: another's save meanwhile answers 409"),
    note: Note.optional(),
    lines: Lines,
  })
  .meta({ id: "TransferUpdate" });
export type TransferUpdate = z.infer<typeof TransferUpdate>;

export const TransferStep = z
  .object({
    version: z
      .number()
      .int()
      .positive()
      .optional()
      .describe("The version the caller saw: when the draft was edited meanwhile the step answers 409 instead"),
  })
  .meta({ id: "TransferStep" });
export type TransferStep = z.infer<typeof TransferStep>;

export const TransferReceiveLine = z
  .object({
    product: Id.describe("The line's product id"),
    received: z.number().int().describe("Units that arrived: 0 to the units shipped"),
    reason: z.string().trim().max(300).optional().describe("Why fewer arrived (required then)"),
  })
  .meta({ id: "TransferReceiveLine" });
export type TransferReceiveLine = z.infer<typeof TransferReceiveLine>;

export const TransferReceive = z
  .object({ lines: z.array(TransferReceiveLine).max(MAX_DOCUMENT_LINES).describe("Every line of the transfer, once") })
  .meta({ id: "TransferReceive" });
export type TransferReceive = z.infer<typeof TransferReceive>;

export const TransferResolve = z
  .object({
    product: Id.describe("The line with the discrepancy"),
    resolution: DiscrepancyResolution.describe(
      "`written-off`: the missing units are lost (nothing is posted: they left the sending store when it shipped); " +
        "`arrived`: they came later (posted into the receiving store)",
    ),
    note: z.string().trim().min(1).max(500).describe("What was found out"),
  })
  .meta({ id: "TransferResolve" });
export type TransferResolve = z.infer<typeof TransferResolve>;

export const TransferLine = z
  .object({
    product: StockLineProduct,
    quantity: z.number().int().describe("Units sent (to send, while a draft)"),
    received: z.number().int().nullable().describe("Units that arrived (null until received)"),
    missing: z.number().int().describe("quantity − received once received; 0 before"),
    reason: z.string().nullable().describe("Why fewer arrived"),
    resolution: z
      .object({ kind: DiscrepancyResolution, note: z.string().nullable(), at: z.iso.datetime({ offset: true }), by: z.string().nullable() })
      .nullable()
      .describe("How the discrepancy was settled (null: open, or none)"),
    offeredAtDestination: z.boolean().describe("The receiving store's city sells the product (its units can be kept there)"),
  })
  .meta({ id: "TransferLine" });
export type TransferLine = z.infer<typeof TransferLine>;

export const StockTransfer = z
  .object({
    id: z.number().int(),
    from: StockStore,
    to: StockStore,
    status: TransferStatus,
    note: z.string().nullable(),
    version: z.number().int(),
    units: z.number().int().describe("Units on the transfer (in transit while shipped)"),
    created: StaffStamp,
    shipped: StaffStamp.nullable(),
    received: StaffStamp.nullable(),
    canceled: StaffStamp.nullable(),
    openDiscrepancies: z.number().int().describe("Lines received short and not resolved yet"),
    lines: z.array(TransferLine),
    may: z
      .object({
        edit: z.boolean(),
        ship: z.boolean(),
        cancel: z.boolean(),
        receive: z.boolean(),
        resolve: z.boolean(),
      })
      .describe("What the caller may do now: the sending store's staff edit, ship and cancel; the receiving store's receive and resolve"),
  })
  .meta({ id: "StockTransfer" });
export type StockTransfer = z.infer<typeof StockTransfer>;

export const TRANSFER_DIRECTIONS = ["all", "out", "in"] as const;

export const StockTransfersQuery = z.object({
  store: z.coerce.number().int().positive().max(2_147_483_647),
  direction: z.enum(TRANSFER_DIRECTIONS).optional().describe("`out`: sent by the store; `in`: sent to it; both by default"),
  status: TransferStatus.optional().describe("`shipped`: in transit"),
  discrepancy: z.literal("open").optional().describe("Only transfers with a discrepancy not resolved yet"),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});
export type StockTransfersQuery = z.infer<typeof StockTransfersQuery>;

const InTransit = z.object({ transfers: z.number().int(), units: z.number().int() });

export const StockTransfers = z
  .object({
    items: z.array(StockTransfer).describe("Newest first"),
    page: z.number().int(),
    pageSize: z.number().int(),
    hasMore: z.boolean(),
    inTransit: z
      .object({ outgoing: InTransit, incoming: InTransit })
      .describe("Shipped and not received yet: units the sending store no longer has and the receiving store not yet"),
    openDiscrepancies: z.number().int().describe("The store's transfers (either way) with a discrepancy not resolved yet"),
  })
  .meta({ id: "StockTransfers" });
export type StockTransfers = z.infer<typeof StockTransfers>;

export const TransferDestinations = z
  .object({ items: z.array(StockStore).describe("Every store of the shop, open or closed, in the shop's order (city, then store)") })
  .meta({ id: "TransferDestinations" });
export type TransferDestinations = z.infer<typeof TransferDestinations>;
