// Back office: coupons (issue 7). Placeholder of the scaffolding.
export {};
