// Back office: coupons (issue 7).
export default {};
