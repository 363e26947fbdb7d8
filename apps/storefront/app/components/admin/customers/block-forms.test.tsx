// @vitest-environment happy-dom
import type { StaffCustomer } from "@shop/contracts";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInAdmin } from "../dashboard/test-render";
import { BlockForms } from "./block-forms";

afterEach(cleanup);

const customer: StaffCustomer = {
  id: 5,
  email: "ola@example.pl",
  firstName: "Ola",
  lastName: "Nowak",
  phone: "+48 600 100 200",
  role: "customer",
  businessStatus: "none",
  businessKind: null,
  createdAt: "2026-11-01T10:00:00.000Z",
  blocked: null,
  locale: "pl",
  emailVerifiedAt: "2026-11-01T10:05:00.000Z",
  staffRole: null,
  company: null,
  orderCount: 0,
  orders: [],
};

describe("blocking a customer", () => {
  it("asks for a reason to block, and offers unblocking a blocked customer with the reason shown", async () => {
    await renderInAdmin("en", () => <BlockForms customer={customer} answer={null} />);
    const reason = (await screen.findByLabelText("Reason (only staff see it)")) as HTMLTextAreaElement;
    expect(reason.required).toBe(true);
    expect(document.querySelector("[data-admin-customer-block='block'] [name=intent]")?.getAttribute("value")).toBe("block");
    cleanup();

    const blocked = { ...customer, blocked: { at: "2026-11-20T09:30:00.000Z", reason: "Chargeback" } };
    await renderInAdmin("uk", () => <BlockForms customer={blocked} answer={{ messages: [], reasonErrors: [] }} />);
    await screen.findByText("Причина: Chargeback");
    expect(document.querySelector("[data-admin-customer-block='unblock'] [name=intent]")?.getAttribute("value")).toBe("unblock");
    expect((screen.getByLabelText("Примітка для журналу змін (необов’язково)") as HTMLTextAreaElement).required).toBe(false);
  });

  it("offers nothing for a staff account", async () => {
    await renderInAdmin("pl", () => <BlockForms customer={{ ...customer, role: "staff", staffRole: "admin" }} answer={null} />);
    await screen.findByText("Kont pracowników nie można zablokować.");
    expect(document.querySelector("form")).toBeNull();
  });
});
