import { describe, expect, it } from "vitest";
import { checkReceipt, transferMay, transferStepRefusal } from "./transfers";

describe("what may be done to a transfer", () => {
  const both = { sender: true, receiver: true };
  it("lets the sending store's staff edit, ship and cancel a draft, and nobody change it once shipped", () => {
    expect(transferMay("draft", { sender: true, receiver: false }, 0)).toEqual({
      edit: true,
      ship: true,
      cancel: true,
      receive: false,
      resolve: false,
    });
    expect(transferMay("draft", { sender: false, receiver: true }, 0)).toMatchObject({ edit: false, ship: false, cancel: false });
    expect(transferMay("shipped", both, 0)).toEqual({ edit: false, ship: false, cancel: false, receive: true, resolve: false });
    expect(transferMay("shipped", { sender: true, receiver: false }, 0).receive).toBe(false);
    expect(transferMay("received", both, 1).resolve).toBe(true);
    expect(transferMay("received", both, 0).resolve).toBe(false);
    expect(transferMay("canceled", both, 0)).toEqual({ edit: false, ship: false, cancel: false, receive: false, resolve: false });
  });

  it("says why a step cannot be taken in a status", () => {
    expect(transferStepRefusal("draft", "ship")).toBeNull();
    expect(transferStepRefusal("shipped", "ship")).toBe("shipped");
    expect(transferStepRefusal("shipped", "cancel")).toBe("shipped");
    expect(transferStepRefusal("canceled", "edit")).toBe("canceled");
    expect(transferStepRefusal("draft", "receive")).toBe("notShipped");
    expect(transferStepRefusal("received", "receive")).toBe("received");
    expect(transferStepRefusal("shipped", "resolve")).toBe("notReceived");
    expect(transferStepRefusal("received", "resolve")).toBeNull();
  });
});

describe("a receipt", () => {
  const shipped = [
    { productId: 7, quantity: 5 },
    { productId: 9, quantity: 2 },
  ];

  it("takes every line, 0 to the units shipped, keeping a reason only for short lines", () => {
    expect(
      checkReceipt(shipped, [
        { product: 9, received: 2, reason: "ignored" },
        { product: 7, received: 3, reason: " broken box " },
      ]),
    ).toEqual({
      ok: true,
      lines: [
        { productId: 7, quantity: 5, received: 3, reason: "broken box" },
        { productId: 9, quantity: 2, received: 2, reason: null },
      ],
    });
    expect(
      checkReceipt(shipped, [
        { product: 7, received: 0, reason: "lost" },
        { product: 9, received: 2 },
      ]),
    ).toMatchObject({ ok: true });
  });

  it("answers every problem at once, by the transfer's line", () => {
    expect(
      checkReceipt(shipped, [
        { product: 7, received: 4, reason: "  " },
        { product: 3, received: 1 },
        { product: 7, received: 1 },
      ]),
    ).toEqual({
      ok: false,
      problems: [
        { line: null, field: null, problem: "notOnTransfer", productId: 3 },
        { line: null, field: null, problem: "twice", productId: 7 },
        { line: 1, field: "reason", problem: "reasonRequired", missing: 1 },
        { line: 2, field: "received", problem: "missing" },
      ],
    });
    expect(
      checkReceipt(shipped, [
        { product: 7, received: 6 },
        { product: 9, received: -1 },
      ]),
    ).toEqual({
      ok: false,
      problems: [
        { line: 1, field: "received", problem: "badReceived", max: 5 },
        { line: 2, field: "received", problem: "badReceived", max: 2 },
      ],
    });
  });
});
