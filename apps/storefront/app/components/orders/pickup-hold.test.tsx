// @vitest-environment happy-dom
import type { OrderView } from "@shop/contracts";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PickupHoldNote } from "./pickup-hold";
import { renderInShop } from "./test-render";

afterEach(cleanup);

const hold = { store: "ul. Floriańska 12", readyAt: "2026-05-04T08:00:00.000Z", until: "2026-05-07T08:00:00.000Z", remindedAt: null };

const order = (status: OrderView["status"], pickupHold?: OrderView["pickupHold"]): OrderView => ({
  id: "7KQ2M9XB4RT6H",
  status,
  city: { slug: "krakow", name: "Kraków" },
  createdAt: "2026-05-04T07:00:00.000Z",
  history: [],
  details: null,
  ...(pickupHold ? { pickupHold } : {}),
});

describe("the pickup hold on the order page", () => {
  it("says where and until when a ready order waits", async () => {
    await renderInShop("en", () => <PickupHoldNote order={order("READY_FOR_PICKUP", { ...hold, days: 3, ended: false })} />);
    const note = await screen.findByRole("status");
    expect(note.dataset.pickupHold).toBe("waiting");
    expect(note.textContent).toContain("Your order is waiting for you at ul. Floriańska 12 until 7 May 2026");
  });

  it("says why it was canceled at the hold's end, in the language's plural", async () => {
    await renderInShop("pl", () => <PickupHoldNote order={order("CANCELED", { ...hold, days: 5, ended: true })} />);
    expect((await screen.findByRole("status")).textContent).toContain("nie zostało odebrane w ciągu 5 dni");
    cleanup();
    await renderInShop("uk", () => <PickupHoldNote order={order("CANCELED", { ...hold, days: 1, ended: true })} />);
    expect((await screen.findByRole("status")).textContent).toContain("не забрали протягом 1 дня");
  });

  it("shows nothing for an order without a hold", async () => {
    await renderInShop("en", () => (
      <>
        <p>page</p>
        <PickupHoldNote order={order("APPROVED")} />
      </>
    ));
    await screen.findByText("page");
    expect(screen.queryByRole("status")).toBeNull();
  });
});
