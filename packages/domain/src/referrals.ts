// Referrals (decisions.md "Prices and rules"): a referred customer's first completed order earns the referrer
// a personal coupon: one use, 10 % up to 30 zł, for 90 days.
export const REFERRAL_REWARD = { percent: 10, maxDiscount: 3000, days: 90 } as const;

/** The reward coupon's code: one per referred customer, so it can be given only once. */
export const referralRewardCode = (referredCustomerCode: string) => `THANKS-${referredCustomerCode.toUpperCase()}`;
