export * from "./sessions";
