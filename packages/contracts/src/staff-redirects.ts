// Back office: redirects (issue 7). Placeholder of the scaffolding.
export {};
