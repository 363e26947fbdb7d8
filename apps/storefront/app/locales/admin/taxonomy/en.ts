// Back office: taxonomy (issue 7).
export default {};
