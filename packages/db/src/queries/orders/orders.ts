// Orders after placing (issue 6, docs/orders.md): status changes, the order's page and e-mails, the
// customer's and the staff's lists, and the staff's stock tool.
export * from "./offer-stock";
export * from "./order-lists";
export * from "./order-reads";
export * from "./order-status-writes";
