// Fixed values of the test stack, safe to import from browser tests (no Node built-ins).

/** API keys the test stack accepts. The proxy uses `asi`. */
export const TEST_KEYS = { asi: 'test-key-asi', agi: 'test-key-agi' } as const;
/** Attestor delay of the test stack, in ms. */
export const TEST_ATTEST_DELAY_MS = 50;
/** Seed of the test stack's Ed25519 attestor key (32 bytes, hex). */
export const TEST_ATTESTOR_SEED_HEX = '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60';
/** Base64 of the raw public key for TEST_ATTESTOR_SEED_HEX (RFC 8032 test 1). */
export const TEST_ATTESTOR_PUBLIC_KEY = '11qYAYKxCrfVS/7TyWQHOg7hcvPapiMlrwIaaPcHURo=';

/** Inputs that reach each status of the stand-in engine (see the docs site, demo/server/engine.html). */
export const TEST_INPUTS = {
  ground: 'Rising prices cause lower demand because buyers switch, and that effect leads to a new balance.',
  bridge: 'A feedback loop in the team.',
  conflict: 'Prices always rise and never fall.',
  provisional: 'Hello there.',
  engineError: 'please fail __engine_error__',
} as const;

/** A session_name prefix that opens a structured_thinking session (ASI only). */
export const STRUCTURED_PREFIX = 'structured:';
