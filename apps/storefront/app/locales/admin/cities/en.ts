// Back office: cities (issue 7).
export default {};
