// Back office: redirects (issue 7).
export default {};
