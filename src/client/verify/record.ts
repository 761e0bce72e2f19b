/** A JSON object (not null, not an array): what the checkers read fields from. */
export type JsonRecord = Record<string, unknown>;

export { isJsonObject as isRecord } from '@reasoning-elements/protocol';
