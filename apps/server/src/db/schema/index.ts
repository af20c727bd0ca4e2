export * from './auth.ts';
export * from './profiles.ts';
export * from './provider-items.ts';
export * from './accounts.ts';
export * from './transactions.ts';
export * from './goals.ts';
export * from './security.ts';
