import { describe, expect, it } from "vitest";
import { isReviewEditable, moderate, ratingSummary, reviewEditableUntil, reviewEligibility, reviewRequestDue } from "./reviews";

const written = new Date("2026-03-01T10:00:00Z");
const later = (days: number) => new Date(written.getTime() + days * 24 * 60 * 60 * 1000);

describe("reviews", () => {
  it("may be edited for 30 days after writing, not after", () => {
    expect(reviewEditableUntil(written).toISOString()).toBe("2026-03-31T10:00:00.000Z");
    expect(isReviewEditable(written, later(29.99))).toBe(true);
    expect(isReviewEditable(written, later(30))).toBe(false);
  });

  it("says what a visitor may do", () => {
    const now = later(1);
    expect(reviewEligibility({ signedIn: false, purchased: true, review: null }, now)).toBe("sign-in");
    expect(reviewEligibility({ signedIn: true, purchased: false, review: null }, now)).toBe("not-purchased");
    expect(reviewEligibility({ signedIn: true, purchased: true, review: null }, now)).toBe("may-write");
    expect(reviewEligibility({ signedIn: true, purchased: true, review: { createdAt: written, removed: false } }, now)).toBe("may-edit");
    expect(reviewEligibility({ signedIn: true, purchased: true, review: { createdAt: written, removed: false } }, later(31))).toBe(
      "edit-closed",
    );
    expect(reviewEligibility({ signedIn: true, purchased: true, review: { createdAt: written, removed: true } }, now)).toBe("edit-closed");
  });

  it("sums the accepted reviews: count, average to one decimal, five stars first", () => {
    expect(ratingSummary([0, 0, 0, 0, 0])).toEqual({
      count: 0,
      average: null,
      distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })),
    });
    const summary = ratingSummary([1, 0, 0, 1, 1]);
    expect(summary.count).toBe(3);
    expect(summary.average).toBe(3.3);
    expect(summary.distribution[0]).toEqual({ stars: 5, count: 1 });
    expect(summary.distribution[4]).toEqual({ stars: 1, count: 1 });
  });

  it("asks for a review the given number of days after completion", () => {
    expect(reviewRequestDue(written, 7, later(6.9))).toBe(false);
    expect(reviewRequestDue(written, 7, later(7))).toBe(true);
  });
});

describe("moderation", () => {
  it("counts a review in the sums only while accepted", () => {
    expect(moderate("pending", "accept")).toEqual({ to: "accepted", delta: 1 });
    expect(moderate("rejected", "accept")).toEqual({ to: "accepted", delta: 1 });
    expect(moderate("accepted", "accept")).toEqual({ to: "accepted", delta: 0 });
    expect(moderate("accepted", "reject")).toEqual({ to: "rejected", delta: -1 });
    expect(moderate("pending", "reject")).toEqual({ to: "rejected", delta: 0 });
    expect(moderate("accepted", "remove")).toEqual({ to: "removed", delta: -1 });
    expect(moderate("pending", "remove")).toEqual({ to: "removed", delta: 0 });
    expect(moderate("removed", "remove")).toEqual({ to: "removed", delta: 0 });
  });

  it("refuses to accept or reject a removed review", () => {
    expect(moderate("removed", "accept")).toBeNull();
    expect(moderate("removed", "reject")).toBeNull();
  });
});
