import type { SignedInUser } from "@shop/contracts";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { type Session, sessionContext } from "../lib/auth.server";
import { shopContext } from "../lib/shop-context";
import { secondFactorGate } from "./second-factor.server";

const staff = (secondFactorProved: boolean) => ({ id: 3, role: "staff", staffRole: "admin", secondFactorProved }) as SignedInUser;

/** The gate's arguments for `path`, signed in as `user`; what it did: redirected (where to) or went on. */
async function gate(path: string, user: SignedInUser | null): Promise<string> {
  const context = new RouterContextProvider();
  context.set(shopContext, { lang: "uk", city: null, cities: [], crawler: false, ageConfirmed: true });
  const session: Session = { token: user ? "t" : null, user: async () => user, rejected: () => false, known: () => user, renew: () => {} };
  context.set(sessionContext, session);
  try {
    await secondFactorGate(
      { request: new Request(`http://shop.test${path}`), context, params: {}, unstable_pattern: "" } as never,
      async () => Response.json("next"),
    );
    return "next";
  } catch (thrown) {
    if (thrown instanceof Response) return `redirect ${thrown.headers.get("location")}`;
    throw thrown;
  }
}

describe("the back office's second-factor gate", () => {
  it("sends staff whose session proved no second factor to enrol, from every back-office page but that one", async () => {
    expect(await gate("/uk/admin/orders", staff(false))).toBe("redirect /uk/admin/second-factor");
    expect(await gate("/uk/admin/second-factor", staff(false))).toBe("next");
  });

  it("lets staff with a proved second factor in, and leaves everybody else to the layout (the 404 page)", async () => {
    expect(await gate("/uk/admin/orders", staff(true))).toBe("next");
    expect(await gate("/uk/admin/orders", { id: 4, role: "customer", secondFactorProved: false } as SignedInUser)).toBe("next");
    expect(await gate("/uk/admin/orders", null)).toBe("next");
  });
});
