/**
 * National and online merchants as card networks print them (store numbers, order ids, processor prefixes),
 * each with the PFC v1 detailed category a careful person would file it under. Local businesses are in each
 * household's own file.
 */
export { m } from './merchants-make';
export * from './merchants-food';
export * from './merchants-shops';
export * from './merchants-services';
export * from './merchants-travel';
