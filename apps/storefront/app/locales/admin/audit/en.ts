// Back office: audit (issue 7).
export default {};
