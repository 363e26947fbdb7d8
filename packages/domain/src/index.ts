export * from "./brand";
export * from "./locales";
export * from "./money";
export * from "./order-id";
export * from "./order-status";
export * from "./pricing";
export * from "./search-text";
export * from "./terms";
