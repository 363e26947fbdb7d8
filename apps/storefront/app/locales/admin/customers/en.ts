// Back office: customers (issue 7).
export default {};
