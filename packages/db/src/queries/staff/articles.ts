// Back office: articles (issue 7). Placeholder of the scaffolding.
export {};
