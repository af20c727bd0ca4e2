/**
 * @tourniquet/domain/contracts: the one definition of every API shape, by area: zod schemas for what a
 * route accepts, TypeScript types for what it answers. The server validates with the schemas and types its
 * DTO builders against the response types; the web and e2e import the types only (`import type`), so zod
 * stays out of the browser bundle. See docs/decisions/019-api-contracts.md.
 */
export * from './accounts';
export * from './auth';
export * from './errors';
export * from './bank';
export * from './config';
export * from './fees';
export * from './goals';
export * from './imports';
export * from './notifications';
export * from './profile';
export * from './recurring';
export * from './reports';
export * from './transactions';
export * from './verification';
export * from './rules';
export * from './business';
export * from './splits';
export * from './forecast';
export * from './review';
export * from './debts';
export * from './transaction-bulk';
export * from './contact';
