// Back office: business (issue 7).
export default {};
