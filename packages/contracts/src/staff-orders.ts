// Back office: orders (issue 7). Placeholder of the scaffolding.
export {};
