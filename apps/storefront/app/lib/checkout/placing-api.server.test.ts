import { STOREFRONT_RUNTIME_KEY } from "@shop/contracts";
import { afterEach, describe, expect, it } from "vitest";
import { placeOrder } from "../api/checkout";
import { ApiError } from "../api/client";
import { placingApi } from "./placing-api.server";

const runtimes = globalThis as unknown as Record<symbol, unknown>;

/** The API in process, answering each call with the next of `answers`; the requests it saw. */
function apiAnswering(...answers: { status: number; body: object }[]) {
  const seen: Request[] = [];
  runtimes[STOREFRONT_RUNTIME_KEY] = {
    apiBase: "",
    inProcessApi: async (request: Request) => {
      seen.push(request);
      const answer = answers[Math.min(seen.length, answers.length) - 1] as { status: number; body: object };
      return Response.json(answer.body, { status: answer.status });
    },
    publicEnv: { PUBLIC_REQUEST_THROTTLE: false },
  };
  return seen;
}

afterEach(() => {
  delete runtimes[STOREFRONT_RUNTIME_KEY];
});

const shopper = new Request("http://shop.test/en/krakow/checkout", {
  headers: { cookie: "cart=abcdefghijklmnopqrstuv", "x-request-id": "r-1" },
});
const ORDER = { city: "krakow" } as Parameters<typeof placeOrder>[1];
const changes = [{ productId: 1, slug: "mint", name: "Mint", kind: "removed", reason: "out-of-stock", from: 2, to: 0 }];

describe("placing an order", () => {
  it("stops at CART_CHANGED, so the customer sees what changed instead of a retry placing the corrected cart", async () => {
    const seen = apiAnswering(
      { status: 409, body: { statusCode: 409, code: "CART_CHANGED", message: "Your cart has changed.", details: { changes } } },
      { status: 201, body: { order: { id: "PLACEDBYRETRY" }, next: { kind: "none" } } },
    );
    const failure = await placeOrder(placingApi(shopper, "pl", "token-1"), ORDER, "key-0001").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ statusCode: 409, code: "CART_CHANGED", message: "Your cart has changed." });
    expect((failure as ApiError).body).toMatchObject({ details: { changes } });
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.headers.get("idempotency-key")).toBe("key-0001");
    expect(request?.headers.get("authorization")).toBe("Bearer token-1");
    expect(request?.headers.get("x-cart-id")).toBe("abcdefghijklmnopqrstuv");
    expect(request?.headers.get("locale")).toBe("pl");
    expect(request?.headers.get("x-request-id")).toBe("r-1");
  });

  it("still retries other failures once with the same key (a retry returns the same order)", async () => {
    const seen = apiAnswering(
      { status: 503, body: { statusCode: 503, message: "Busy" } },
      { status: 200, body: { order: { id: "ORDER0000001" }, next: { kind: "none" } } },
    );
    const placed = await placeOrder(placingApi(shopper, "en", "token-1"), ORDER, "key-0002");
    expect(placed.order.id).toBe("ORDER0000001");
    expect(seen.map((request) => request.headers.get("idempotency-key"))).toEqual(["key-0002", "key-0002"]);
  });

  it("passes a PRICE_CHANGED answer on with its new quote", async () => {
    apiAnswering({
      status: 409,
      body: { statusCode: 409, code: "PRICE_CHANGED", message: "The total has changed.", details: { quote: { total: 5 } } },
    });
    const failure = await placeOrder(placingApi(shopper, "en", "token-1"), ORDER, "key-0003").catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: "PRICE_CHANGED", body: { details: { quote: { total: 5 } } } });
  });
});
