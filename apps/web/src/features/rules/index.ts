// The rules feature has no public face yet: Settings links to /settings/rules, and Edit Transaction opens
// it through components/transactions/rule-link.ts.
export {};
