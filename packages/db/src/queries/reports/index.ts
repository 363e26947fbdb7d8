export * from "./labels";
export * from "./refresh";
export * from "./sales";
