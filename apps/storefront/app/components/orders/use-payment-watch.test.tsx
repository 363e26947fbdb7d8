// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from "@testing-library/react";
import { useLoaderData } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { renderRoutes } from "./test-render";
import { usePaymentWatch } from "./use-payment-watch";

afterEach(cleanup);

function Watched() {
  const { calls, awaiting } = useLoaderData() as { calls: number; awaiting: boolean };
  usePaymentWatch(awaiting, 40);
  return <p data-calls={calls}>{calls}</p>;
}

/** A page whose loader says how often it ran, and awaits payment until its `paidAfter`th run. */
async function page(paidAfter: number) {
  let calls = 0;
  const loader = () => {
    calls += 1;
    return { calls, awaiting: calls < paidAfter };
  };
  await renderRoutes("en", [{ path: "order", loader, Component: Watched }], "/order");
  await screen.findByText("1");
  return () => calls;
}

describe("watching an order that awaits payment", () => {
  it("asks for the page's data again and again until the order is no longer awaiting payment", async () => {
    const calls = await page(3);
    await waitFor(() => expect(calls()).toBe(3), { timeout: 2000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls()).toBe(3);
    expect(document.querySelector("[data-calls]")?.textContent).toBe("3");
  });

  it("leaves a settled order alone", async () => {
    const calls = await page(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls()).toBe(1);
  });
});
