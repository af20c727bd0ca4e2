export * from './business-use';
export * from './business-suggestion';
export * from './business-books';
export * from './profit-and-loss-rule';
export * from './schedule-c-lines';
export * from './schedule-c-csv';
export * from './tax-set-aside';
export * from './schedule-c-recurring';
