// "Notify me when back in stock" (issue 18): a visitor's request (confirmed by the e-mail's link) or a signed-in
// customer's (their verified account address, confirmed at once); confirmation and unsubscription by the token.
import { z } from "zod";
import { EmailField } from "./accounts";

const Slug = z.string().trim().min(1).max(200);

export const StockAlertRequest = z
  .object({
    productSlug: Slug.describe("The product's current slug"),
    city: Slug.describe("The city's slug"),
    email: EmailField.optional().describe("A visitor's address; a signed-in customer's account address is used instead"),
  })
  .meta({ id: "StockAlertRequest" });
export type StockAlertRequest = z.infer<typeof StockAlertRequest>;

export const StockAlertAnswer = z
  .object({
    status: z
      .enum(["confirmation-sent", "subscribed"])
      .describe("confirmation-sent: a visitor must follow the e-mail's link; subscribed: a customer's alert is active"),
  })
  .meta({ id: "StockAlertAnswer" });
export type StockAlertAnswer = z.infer<typeof StockAlertAnswer>;

export const StockAlertToken = z.object({ token: z.string().min(1).max(200) }).meta({ id: "StockAlertToken" });

/** What a token's page shows: the alert's product (and its city), whether it is confirmed or done. */
export const StockAlertView = z
  .object({
    productName: z.string(),
    productSlug: z.string(),
    citySlug: z.string(),
    state: z.enum(["pending", "confirmed", "notified"]),
  })
  .meta({ id: "StockAlertView" });
export type StockAlertView = z.infer<typeof StockAlertView>;
