export * from "./amounts";
export * from "./from-order";
export * from "./invoices-csv";
export * from "./model";
