// The finance layer's public surface: pure money, pricing and repayment rules (no db, no clock).
export * from './money.js';
export * from './dates.js';
export * from './schedule.js';
export * from './quote.js';
export * from './eligibility.js';
export * from './allocation.js';
export * from './penalty.js';
export * from './servicing.js';
export * from './working-days.js';
export * from './restructure.js';
export * from './write-off.js';
export * from './classification.js';
