// Back office: dashboard (issue 7).
export default {};
