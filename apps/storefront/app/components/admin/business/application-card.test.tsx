// @vitest-environment happy-dom
import type { BusinessApplicationView } from "@shop/contracts";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInAdmin } from "../dashboard/test-render";
import { ApplicationCard } from "./application-card";

afterEach(cleanup);

const application: BusinessApplicationView = {
  userId: 42,
  email: "firma@example.pl",
  firstName: "Jan",
  lastName: "Kowalski",
  phone: "+48 600 100 200",
  business: {
    status: "pending",
    kind: null,
    companyName: "Dym Sp. z o.o.",
    companyAddress: "ul. Długa 1, Kraków",
    ssn: "5250001003",
    postalIndex: "30-001",
    rejectionReason: null,
    submittedAt: "2026-11-20T09:30:00.000Z",
    nipCheck: { status: "inactive", requestId: "k3f9a-8c2d1e0", day: "2026-11-20" },
  },
};

const card = () => document.querySelector("[data-admin-application='42']") as HTMLElement;

describe("a business application", () => {
  it("shows the company and the applicant, and approve (wholesale or franchise) and reject forms", async () => {
    await renderInAdmin("en", () => (
      <ul>
        <ApplicationCard application={application} answer={null} />
      </ul>
    ));
    await screen.findByText("Dym Sp. z o.o.");
    const text = card().textContent ?? "";
    for (const part of ["ul. Długa 1, Kraków", "5250001003", "30-001", "Jan Kowalski", "firma@example.pl", "+48 600 100 200"]) {
      expect(text).toContain(part);
    }
    // The White List's word, marked for a second look, with its proof.
    const check = card().querySelector("[data-admin-nip-check]");
    expect(check?.getAttribute("data-admin-nip-check")).toBe("inactive");
    expect(check?.textContent).toContain("Not an active VAT payer (exempt or removed): check before approving");
    expect(check?.textContent).toContain("as of 2026-11-20, request k3f9a-8c2d1e0");
    expect(text).toMatch(/20 Nov 2026.*10:30/);
    const approve = card().querySelector("[data-admin-application-approve]") as HTMLFormElement;
    expect((approve.querySelector("[name=intent]") as HTMLInputElement).value).toBe("approve");
    expect([...approve.querySelectorAll("button[name=kind]")].map((button) => button.getAttribute("value"))).toEqual([
      "wholesale",
      "franchise",
    ]);
    const reason = screen.getByLabelText("Reason (the customer reads it)") as HTMLTextAreaElement;
    expect(reason.required).toBe(true);
  });

  it("shows the refusal and the reason's error in the user's language", async () => {
    await renderInAdmin("uk", () => (
      <ul>
        <ApplicationCard application={application} answer={{ userId: 42, messages: [], fieldErrors: { reason: ["Поле обов'язкове"] } }} />
      </ul>
    ));
    const reason = (await screen.findByLabelText("Причина (клієнт її побачить)")) as HTMLTextAreaElement;
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    expect(card().querySelector("[data-admin-field-error=reason]")?.textContent).toBe("Поле обов'язкове");
  });

  it("shows a decided application's outcome without the forms", async () => {
    const rejected = {
      ...application,
      business: { ...application.business, status: "rejected" as const, rejectionReason: "NIP is wrong" },
    };
    await renderInAdmin("en", () => (
      <ul>
        <ApplicationCard application={rejected} answer={null} />
      </ul>
    ));
    await screen.findByText("NIP is wrong");
    expect(card().querySelector("[data-admin-application-status]")?.textContent).toBe("Rejected");
    expect(card().querySelector("form")).toBeNull();
  });
});
