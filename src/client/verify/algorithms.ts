/**
 * The two algorithm names the checker compares against, the same as spec/'s CHAIN_ALGORITHM and
 * ATTESTATION_ALGORITHM (a test holds them equal). Kept here rather than imported from spec/ so that
 * the checker's chunk imports no other chunk of the CDN file: the chain check's Web Worker imports
 * that chunk, and spec/'s chunk brings Lit, which cannot load where there is no document.
 */
export const CHAIN_ALGORITHM = 'xy-sha256-v1';
export const ATTESTATION_ALGORITHM = 'ed25519';
