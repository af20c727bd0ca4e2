export * from './types';
export * from './rules';
export * from './settings';
export * from './digest';
