// The audit rows of a transfer's steps (issue 33): the stores by street and id, the lines by SKU and name.
import type { StockStoreRow } from "@shop/db";
import { stockStoreLabel } from "./store-scope";

export const auditStore = (store: StockStoreRow) => `${stockStoreLabel(store)} (#${store.id})`;

export const auditLines = <T>(lines: ReadonlyArray<{ sku: string; name: string } & T>, value: (line: T) => unknown) =>
  Object.fromEntries(lines.map((line) => [`${line.sku} ${line.name}`, value(line)]));
