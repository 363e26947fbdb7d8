// Back office: orders (issue 7).
export default {};
