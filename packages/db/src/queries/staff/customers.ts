// Back office: customers (issue 7). Placeholder of the scaffolding.
export {};
