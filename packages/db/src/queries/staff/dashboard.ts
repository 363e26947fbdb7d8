// Back office: dashboard (issue 7). Placeholder of the scaffolding.
export {};
