/**
 * This browser's check of the receipt shown (`verify`) as a load: it runs again when the receipt, the
 * base URL, the trusted keys or the revision change, shows its progress as it reads the chain's pages
 * (progress.ts), and says through the page's live region how it ended.
 */
import type { ReactiveControllerHost } from 'lit';
import { sharedReader } from '../../client/reader.js';
import type { Localize } from '../../i18n/localize.js';
import type { Receipt } from '../../spec/index.js';
import { LatestLoad } from '../shared/latest-load.js';
import { checkReceipt, type CheckProgress, type ReceiptCheck } from './fetchers.js';
import { ProgressBar } from './progress.js';
import { checkState } from './views.js';

export type CheckArgs = readonly [verify: boolean, receipt: Receipt | undefined, baseUrl: string, trustedKeys: string[] | undefined, revision: number];

export class CheckRun extends LatestLoad<CheckArgs, ReceiptCheck | null> {
  /** The running check's progress bar. */
  readonly progress: ProgressBar;

  constructor(host: ReactiveControllerHost, l: Localize, announce: (text: string) => void, args: () => CheckArgs) {
    const progress = new ProgressBar(host);
    super(host, {
      args,
      run: async ([verify, receipt, baseUrl, trustedKeys], signal) => {
        progress.stop();
        if (!verify || !receipt) return null;
        const onProgress = (shown: CheckProgress) => {
          if (!signal.aborted) progress.show(shown);
        };
        return checkReceipt(sharedReader({ baseUrl }), receipt, { trustedKeys, signal, onProgress });
      },
      // A check of a long chain reads many pages: none is asked for once the element has left the page.
      abortOnDisconnect: true,
      onComplete: (result) => {
        progress.stop();
        if (!result) return;
        const s = checkState(l, result.check, result.receipt.attest_id);
        announce(l.t('announceCheck', { state: s.word, meaning: s.meaning }));
      },
      onError: () => {
        progress.stop();
        announce(l.t('announceCheckError'));
      },
    });
    this.progress = progress;
  }
}
