// Every table, by area (docs/ARCHITECTURE.md "Where a new feature goes"): drizzle-kit and the queries read them here.
export * from "./schema-accounts";
export * from "./schema-alerts";
export * from "./schema-catalogue";
export * from "./schema-content";
export * from "./schema-factors";
export * from "./schema-inventory";
export * from "./schema-invoices";
export * from "./schema-orders";
export * from "./schema-reports";
export * from "./schema-reviews";
export * from "./schema-search";
export * from "./schema-shop";
export * from "./schema-staff";
