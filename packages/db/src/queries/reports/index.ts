export * from "./coupons";
export * from "./funnel";
export * from "./labels";
export * from "./products";
export * from "./refresh";
export * from "./sales";
export * from "./stock";
