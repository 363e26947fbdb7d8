export * from "./brand";
export * from "./locales";
