// @vitest-environment happy-dom
import type { CustomerInvoice, OrderView } from "@shop/contracts";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readNoticeFlags } from "../../components/orders/notices";
import { renderRoutes } from "../../components/orders/test-render";
import OrderPage from "./order";

afterEach(cleanup);

const ID = "7KQ2M9XB4RT6H";
const crypto = {
  network: "TRC20" as const,
  currency: "USDT" as const,
  address: "TYH128Zd6bhAQM1rF6XoUAuhXt2Exhm5BR",
  amount: 111_753_060,
  amountText: "111.753060",
  payUntil: new Date(Date.now() + 20 * 60_000).toISOString(),
  uri: "tron:TYH128Zd6bhAQM1rF6XoUAuhXt2Exhm5BR?amount=111.753060",
  status: "pending" as const,
};

function order(details: boolean, payment: "in-store" | "crypto" = "crypto"): OrderView {
  const status = payment === "crypto" ? "AWAITING_PAYMENT" : "CREATED";
  return {
    id: ID,
    status,
    city: { slug: "krakow", name: "Kraków" },
    createdAt: "2026-05-04T08:00:00.000Z",
    history: [{ status: "CREATED", at: "2026-05-04T08:00:00.000Z", actor: "customer" }],
    details: details
      ? {
          items: [
            {
              productId: 99,
              slug: "nomad-pipes-duo-hookah-green",
              name: "Nomad Pipes Duo Hookah",
              quantity: 2,
              unitPrice: 44_699,
              regularPrice: 44_699,
              priceKind: "retail",
              lineTotal: 89_398,
              tpd: false,
              image: "/api/v1/media/products/nomad-pipes-duo-hookah-green/1.svg",
            },
          ],
          subtotal: 89_398,
          discount: 0,
          deliveryFee: 1_499,
          total: 90_897,
          couponCode: null,
          payment,
          delivery: {
            method: "parcel-locker",
            store: null,
            pickupAt: null,
            lockerCode: "KRA01M",
            lockerName: "Przy sklepie Żabka",
            lockerAddress: "Floriańska 12, 31-019 Kraków",
            postBox: null,
            address: null,
          },
          contact: { firstName: "Jan", lastName: "Kowal", phone: "+48600100200", email: "jan@example.pl" },
          comment: null,
          invoice: null,
          tpd: false,
          payUntil: crypto.payUntil,
          crypto: payment === "crypto" ? crypto : null,
          canCancel: true,
          canRetryPayment: false,
        }
      : null,
  };
}

const base = `/en/krakow/order-tracking/${ID}`;

async function open(at: string, view: OrderView, owner: boolean, action = vi.fn(() => null), invoices: CustomerInvoice[] = []) {
  const loader = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    return {
      page: { heading: `Order ${ID}`, crumbs: [], seo: { title: "", description: "", canonical: "", alternates: [] } },
      order: view,
      owner,
      invoices,
      flags: readNoticeFlags(url.searchParams),
      confirmCancel: owner && url.searchParams.get("cancel") === "1",
      paths: { self: base, cancel: `${base}?cancel=1`, signIn: owner ? null : "/en/krakow/auth/sign-in" },
    };
  };
  await renderRoutes("en", [{ path: "en/krakow/order-tracking/:orderId", loader, action, Component: OrderPage as never }], at);
  await screen.findByText("Status history");
  return action;
}

describe("the order page", () => {
  it("shows a visitor the status, what happens next and the history, and invites the owner to sign in", async () => {
    await open(base, order(false), false);
    expect(document.querySelector("[data-order-status]")?.getAttribute("data-order-status")).toBe("AWAITING_PAYMENT");
    expect(screen.getByText("Pay for the order before the deadline; otherwise it is canceled automatically.")).toBeTruthy();
    expect(document.querySelector("[data-order-items]")).toBeNull();
    expect(document.querySelector("[data-cancel-order]")).toBeNull();
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/en/krakow/auth/sign-in");
  });

  it("opens the crypto payment dialog right after placing, and shows the owner's lines and total", async () => {
    await open(`${base}?placed=1`, order(true), true);
    expect(document.querySelector("[data-placed-notice]")?.textContent).toContain("Your order 7KQ2-M9XB-4RT6H is placed.");
    await waitFor(() => expect(screen.getByRole("dialog")).toBeTruthy());
    expect(screen.getByRole("dialog").textContent).toContain("111.753060");
    expect(document.querySelector("[data-order-items]")?.textContent).toContain("Nomad Pipes Duo Hookah");
    const thumb = document.querySelector<HTMLImageElement>("[data-order-items] img[data-order-thumb]");
    expect(thumb?.getAttribute("src")).toBe("/api/v1/media/products/nomad-pipes-duo-hookah-green/1.svg");
    expect(thumb?.getAttribute("alt")).toBe("Nomad Pipes Duo Hookah");
    expect(thumb?.getAttribute("loading")).toBe("lazy");
    expect([thumb?.getAttribute("width"), thumb?.getAttribute("height")]).toEqual(["56", "56"]);
    expect(document.querySelector("[data-order-total]")?.textContent?.replace(/\s/g, " ")).toBe("PLN 908.97");
    // The parcel locker as InPost described it when the order was placed.
    const locker = document.querySelector("[data-locker-code]")?.parentElement?.textContent;
    expect(locker).toBe("KRA01MFloriańska 12, 31-019 KrakówPrzy sklepie Żabka");
    expect(document.querySelector("[data-simulate-transfer] button")).toBeTruthy();
  });

  it("keeps the dialog closed on a later visit until the customer asks for the payment details", async () => {
    await open(base, order(true), true);
    expect(screen.queryByRole("dialog")).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Show payment details" }));
    });
    await waitFor(() => expect(screen.getByRole("dialog")).toBeTruthy());
  });

  it("asks the owner to confirm a cancellation, then sends it with the reason", async () => {
    const action = vi.fn(async ({ request }: { request: Request }) => {
      const form = await request.formData();
      return { intent: String(form.get("intent")), message: `refused: ${form.get("reason")}` };
    });
    await open(base, order(true, "in-store"), true, action as never);
    const ask = document.querySelector("[data-cancel-order]") as HTMLElement;
    expect(ask.getAttribute("data-cancel-step")).toBe("ask");
    await act(async () => {
      fireEvent.click(ask);
    });
    await screen.findByRole("heading", { name: "Cancel this order?" });
    fireEvent.input(screen.getByLabelText("Reason (optional)"), { target: { value: "Changed my mind" } });
    const confirm = document.querySelector("[data-cancel-order]") as HTMLElement;
    expect(confirm.getAttribute("data-cancel-step")).toBe("confirm");
    await act(async () => {
      fireEvent.click(confirm);
    });
    await waitFor(() => expect(action).toHaveBeenCalledOnce());
    expect((await screen.findByRole("alert")).textContent).toBe("refused: Changed my mind");
  });

  it("lists the owner's invoices: what KSeF says, and plain download links (the XML for a business invoice)", async () => {
    const invoice = (id: number, number: string, extra: Partial<CustomerInvoice>): CustomerInvoice => ({
      id,
      orderId: ID,
      number,
      kind: "VAT",
      corrects: null,
      issueDate: "2026-05-04",
      gross: 90_897,
      buyer: "business",
      ksef: {
        state: "in-ksef",
        number: "5265877635-20260504-0100A0B1C2D3-E4",
        text: "In KSeF: number 5265877635-20260504-0100A0B1C2D3-E4",
      },
      files: { pdf: `/api/v1/orders/${ID}/invoices/${id}/pdf`, xml: `/api/v1/orders/${ID}/invoices/${id}/xml` },
      ...extra,
    });
    const invoices = [
      invoice(7, "FV/2026/05/00001", {}),
      invoice(9, "KOR/2026/05/00001", {
        kind: "KOR",
        corrects: "FV/2026/05/00001",
        gross: -1_499,
        ksef: { state: "not-yet", number: null, text: "Not yet in KSeF" },
      }),
    ];
    await open(base, order(true, "in-store"), true, undefined, invoices);
    const section = document.querySelector("[data-order-invoices]") as HTMLElement;
    expect(section.querySelector("h2")?.textContent).toBe("Invoices");
    expect(section.textContent).toContain("Invoice FV/2026/05/00001");
    expect(section.textContent).toContain("Correcting invoice KOR/2026/05/00001 (corrects FV/2026/05/00001)");
    expect(section.textContent).toContain("In KSeF: number 5265877635-20260504-0100A0B1C2D3-E4");
    expect(section.textContent).toContain("Not yet in KSeF");
    const pdf = screen.getByRole("link", { name: "Download invoice FV/2026/05/00001 as PDF" });
    expect(pdf.getAttribute("href")).toBe(`${base}/invoices/7/pdf`);
    expect(pdf.hasAttribute("download")).toBe(true);
    expect(screen.getByRole("link", { name: "Download invoice KOR/2026/05/00001 as XML for KSeF" }).getAttribute("href")).toBe(
      `${base}/invoices/9/xml`,
    );
  });

  it("shows no invoice section to a visitor, nor to an owner whose order has none", async () => {
    await open(base, order(true, "in-store"), true);
    expect(document.querySelector("[data-order-invoices]")).toBeNull();
    cleanup();
    await open(base, order(false), false);
    expect(document.querySelector("[data-order-invoices]")).toBeNull();
  });
});
