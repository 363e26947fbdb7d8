// Orders after placing (issue 6, docs/orders.md): status changes, the order's page and e-mails, the
// customer's and the staff's lists (the staff's stock tool is queries/staff/offer-stores.ts).
export * from "./order-lists";
export * from "./order-reads";
export * from "./order-status-writes";
