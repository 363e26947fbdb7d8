export * from "./cities";
export * from "./errors";
export * from "./runtime";
export * from "./system";
