// Back office: products (issue 7).
export default {};
