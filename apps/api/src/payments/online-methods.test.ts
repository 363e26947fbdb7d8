import { describe, expect, it } from "vitest";
import type { P24Account } from "../core/payments";
import { onlineMethodsOf } from "./online-methods";

const BLIK = { id: 181, name: "BLIK", group: "Blik" };

/** An account whose method list answers from `answers`, one per call, counting the calls. */
function account(answers: Array<() => Promise<Array<typeof BLIK>>>) {
  const calls: Array<[string, number]> = [];
  const gateway = {
    paymentMethods: async (lang: "pl" | "en", amount: number) => {
      calls.push([lang, amount]);
      return (answers.shift() ?? (async () => []))();
    },
  } as unknown as P24Account["gateway"];
  return { p24: { merchantId: 1, posId: 1, crc: "c", gateway }, calls };
}

describe("Przelewy24's methods for the checkout", () => {
  it("are none without an account", async () => {
    expect(await onlineMethodsOf(undefined)("pl", 5000)).toEqual([]);
  });

  it("are asked once per language and amount for five minutes; Ukrainian and Russian shoppers get P24's English names", async () => {
    const { p24, calls } = account([async () => [BLIK], async () => [BLIK]]);
    const methods = onlineMethodsOf(p24);
    expect(await methods("pl", 5000)).toEqual([BLIK]);
    expect(await methods("pl", 5000)).toEqual([BLIK]);
    expect(await methods("uk", 5000)).toEqual([BLIK]);
    expect(await methods("ru", 5000)).toEqual([BLIK]);
    expect(calls).toEqual([
      ["pl", 5000],
      ["en", 5000],
    ]);
  });

  it("are empty while P24 does not answer, and asked again next time", async () => {
    const { p24, calls } = account([() => Promise.reject(new Error("P24 could not be reached")), async () => [BLIK]]);
    const methods = onlineMethodsOf(p24);
    expect(await methods("en", 9900)).toEqual([]);
    expect(await methods("en", 9900)).toEqual([BLIK]);
    expect(calls).toHaveLength(2);
  });
});
