/** Everything about charges that repeat (docs/glossary.md, "Recurring charges: one vocabulary"). */
export * from './items';
export * from './keywords';
export * from './live-charge';
export * from './service-name';
export * from './provider-frequency';
export * from './cost/stream-cost';
export * from './engine/index';
