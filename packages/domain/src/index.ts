/** @tourniquet/domain: pure rules of the product. No I/O, no clock, no randomness. */
export * from './money';
export * from './dates';
export * from './date-format';
export * from './period-keys';
export * from './periods';
export * from './password-rules';
export * from './phone';
export * from './profile';
export * from './categories/index';
export * from './accounts';
export * from './net-worth';
export * from './recurring';
export * from './recurring-keywords';
export * from './recurring-cost';
export * from './recurring-frequency';
export * from './text';
export * from './csv';
