// Back office: products (issue 7). Placeholder of the scaffolding.
export {};
