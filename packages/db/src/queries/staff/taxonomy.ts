// Back office: taxonomy (issue 7). Placeholder of the scaffolding.
export {};
