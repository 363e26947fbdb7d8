import { describe, expect, it } from "vitest";
import { allocateStock, type StoreHolding } from "./stock-allocation";

const STORES = [10, 20, 30];
const holding = (storeId: number, productId: number, quantity: number): StoreHolding => ({ storeId, productId, quantity });

describe("allocateStock", () => {
  it("takes a pickup from the chosen store only, or names what it lacks there", () => {
    const holdings = [holding(10, 1, 5), holding(20, 1, 1), holding(20, 2, 4)];
    expect(allocateStock([{ productId: 2, quantity: 3 }], holdings, STORES, 20)).toEqual({
      ok: true,
      allocations: [{ storeId: 20, productId: 2, quantity: 3 }],
    });
    expect(
      allocateStock(
        [
          { productId: 1, quantity: 2 },
          { productId: 2, quantity: 1 },
        ],
        holdings,
        STORES,
        20,
      ),
    ).toEqual({ ok: false, short: [{ productId: 1, wanted: 2, available: 1 }] });
  });

  it("sends a delivery from the first store holding the whole order, even when an earlier store holds part", () => {
    const holdings = [holding(10, 1, 9), holding(20, 1, 2), holding(20, 2, 1), holding(30, 1, 2), holding(30, 2, 2)];
    const result = allocateStock(
      [
        { productId: 2, quantity: 1 },
        { productId: 1, quantity: 2 },
      ],
      holdings,
      STORES,
      null,
    );
    expect(result).toEqual({
      ok: true,
      allocations: [
        { storeId: 20, productId: 1, quantity: 2 },
        { storeId: 20, productId: 2, quantity: 1 },
      ],
    });
  });

  it("splits a delivery over the stores in order when no store holds it all, and refuses only what the city lacks", () => {
    const holdings = [holding(10, 1, 2), holding(20, 1, 0), holding(30, 1, 3), holding(30, 2, 1)];
    expect(allocateStock([{ productId: 1, quantity: 4 }], holdings, STORES, null)).toEqual({
      ok: true,
      allocations: [
        { storeId: 10, productId: 1, quantity: 2 },
        { storeId: 30, productId: 1, quantity: 2 },
      ],
    });
    expect(
      allocateStock(
        [
          { productId: 1, quantity: 6 },
          { productId: 2, quantity: 1 },
        ],
        holdings,
        STORES,
        null,
      ),
    ).toEqual({ ok: false, short: [{ productId: 1, wanted: 6, available: 5 }] });
  });

  it("never takes more than a store holds nor less than wanted, over many random cities", () => {
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    for (let round = 0; round < 500; round++) {
      const holdings = STORES.flatMap((storeId) => [1, 2, 3].map((productId) => holding(storeId, productId, next(4))));
      const takes = [1, 2, 3].map((productId) => ({ productId, quantity: next(5) }));
      const pickup = next(2) === 0 ? null : (STORES[next(3)] as number);
      const result = allocateStock(takes, holdings, STORES, pickup);
      const inStores = (productId: number) =>
        holdings.filter((h) => h.productId === productId && (pickup === null || h.storeId === pickup)).reduce((s, h) => s + h.quantity, 0);
      const possible = takes.every((take) => take.quantity <= inStores(take.productId));
      expect(result.ok).toBe(possible);
      if (!result.ok) continue;
      for (const take of takes) {
        const parts = result.allocations.filter((a) => a.productId === take.productId);
        expect(parts.reduce((s, a) => s + a.quantity, 0)).toBe(take.quantity);
        for (const part of parts) {
          expect(part.quantity).toBeGreaterThan(0);
          expect(part.quantity).toBeLessThanOrEqual(
            holdings.find((h) => h.storeId === part.storeId && h.productId === part.productId)?.quantity ?? 0,
          );
          if (pickup !== null) expect(part.storeId).toBe(pickup);
        }
      }
    }
  });
});
