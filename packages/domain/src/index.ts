export * from "./brand";
export * from "./locales";
export * from "./money";
export * from "./pricing";
export * from "./search-text";
export * from "./terms";
