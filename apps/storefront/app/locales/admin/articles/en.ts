// Back office: articles (issue 7).
export default {};
