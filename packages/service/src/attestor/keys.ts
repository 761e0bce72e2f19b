/** Ed25519 keys for the attestor: generated, loaded from a seed, or kept in a data directory. */
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { readFile, writeFile, mkdir, rename } from 'node:fs/promises';
import { join } from 'node:path';

// DER prefix of a PKCS#8 Ed25519 private key; the 32-byte seed follows.
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

export function privateKeyFromSeed(seed: Uint8Array): KeyObject {
  if (seed.length !== 32) throw new RangeError('an Ed25519 seed is 32 bytes');
  return createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]), format: 'der', type: 'pkcs8' });
}

export function generatePrivateKey(): KeyObject {
  return generateKeyPairSync('ed25519').privateKey;
}

/** Base64 of the raw 32-byte public key. */
export function rawPublicKeyBase64(privateKey: KeyObject): string {
  const spki = createPublicKey(privateKey).export({ format: 'der', type: 'spki' });
  return spki.subarray(spki.length - 32).toString('base64');
}

/** The key stored in `dir/attestor-key.pem`, created (mode 0600) on first use. */
export async function loadOrCreateKey(dir: string): Promise<KeyObject> {
  const path = join(dir, 'attestor-key.pem');
  try {
    return createPrivateKey(await readFile(path, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dir, { recursive: true });
  const key = generatePrivateKey();
  const tmp = `${path}.tmp`;
  await writeFile(tmp, key.export({ format: 'pem', type: 'pkcs8' }), { mode: 0o600, flush: true });
  await rename(tmp, path);
  return key;
}
