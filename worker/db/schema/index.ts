export * from "./businesses";
export * from "./community";
export * from "./events";
export * from "./forums";
export * from "./jobs";
export * from "./membership";
