/**
 * What the card's check block shows (`verify`): this browser's own check once it is done, else a given one
 * (a build-time render's, which the card says ran at build time), else pending; with its progress meanwhile.
 */
import type { Receipt } from '../../spec/index.js';
import { errorDetail } from '../shared/events.js';
import type { ReceiptData } from '../shared/inline-data.js';
import type { LoadStatus } from '../shared/latest-load.js';
import type { CheckView } from './card-views.js';
import { webCryptoMissing, type CheckProgress, type ReceiptCheck } from './fetchers.js';

export function checkViewOf(
  receipt: Receipt,
  checker: { status: LoadStatus; value: ReceiptCheck | null | undefined; error: unknown },
  givenData: ReceiptData | undefined,
  progress: CheckProgress | undefined,
): CheckView {
  const { status, value } = checker;
  const own = status === 'complete' && value && value.receipt === receipt ? value.check : undefined;
  const given = givenData?.check;
  const check = own ?? (status === 'error' ? undefined : given);
  const pending = status === 'pending' || status === 'initial';
  const builtAt = !own && check && check === given ? (givenData?.checkedAt ?? '') : undefined;
  const signerKey = own ? value?.attestation?.public_key : undefined;
  return {
    pending,
    ...(builtAt !== undefined ? { builtAt } : {}),
    ...(signerKey ? { signerKey } : {}),
    ...(pending && progress ? { progress } : {}),
    ...(check ? { check } : {}),
    ...(status === 'error' ? { error: errorDetail(checker.error) } : {}),
    canRetry: !webCryptoMissing(),
  };
}
