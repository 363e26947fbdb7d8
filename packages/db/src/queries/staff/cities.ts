// Back office: cities (issue 7). Placeholder of the scaffolding.
export {};
