// Back office: offers (issue 7).
export default {};
