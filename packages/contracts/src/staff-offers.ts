// Back office: offers (issue 7). Placeholder of the scaffolding.
export {};
