export * from "./business";
export * from "./cabinet";
export * from "./coupons";
export * from "./export";
export * from "./second-factors";
export * from "./sessions";
export * from "./tokens";
export * from "./users";
