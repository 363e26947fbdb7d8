export * from "./accounts";
export * from "./catalogue";
export * from "./cities";
export * from "./errors";
export * from "./orders";
export * from "./redirects";
export * from "./runtime";
export * from "./system";
