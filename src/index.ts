// The package's main entry: classes, client and badge renderer. No side
// effects: import `reasoning-elements/define` to register the elements.
export * from './spec/index.js';
export * from './client/index.js';
export * from './badge/index.js';
export { ChainBadgeElement } from './elements/chain-badge/chain-badge.js';
export { ReasoningReceiptElement } from './elements/reasoning-receipt/reasoning-receipt.js';
export { ReasoningConsoleElement } from './elements/reasoning-console/reasoning-console.js';
export { registerTranslation, resolveLanguage, LANGUAGES, type Translation, type Term, type TermKey, type PluralForms } from './i18n/index.js';
export { errorReason } from './client/error-reason.js';
export type { ErrorReason } from './client/errors.js';
