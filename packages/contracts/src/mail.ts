import { z } from "zod";

/** What a one-click unsubscribe link stops (RFC 8058): review requests, a favourite's alerts, a stock alert. */
export const ONE_CLICK_KINDS = ["review-requests", "favourite", "stock-alert"] as const;
export type OneClickKind = (typeof ONE_CLICK_KINDS)[number];

/** The one-click URL's query (the List-Unsubscribe header's URL): what it stops and the e-mail link's token. */
export const OneClickUnsubscribeQuery = z.object({
  kind: z.enum(ONE_CLICK_KINDS).describe("review-requests, favourite or stock-alert"),
  token: z.string().min(1).max(200).describe("The token of the e-mail's unsubscribe link"),
});

/** The body a mail client POSTs (RFC 8058 section 3.2): `List-Unsubscribe=One-Click`, form-encoded or multipart. */
export const OneClickUnsubscribeForm = z.object({ "List-Unsubscribe": z.literal("One-Click") }).meta({ id: "OneClickUnsubscribeForm" });
