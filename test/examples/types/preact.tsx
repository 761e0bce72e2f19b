/// <reference types="reasoning-elements/preact" />
import type { RunCompleteEvent } from 'reasoning-elements/preact';

const onRun = (event: RunCompleteEvent): number => event.detail.response.chain.length;

export function Receipt({ id }: { id: string }) {
  return (
    <main>
      <reasoning-receipt receipt-id={id} verify onreceipt-load={(e) => e.detail.receipt.verified} />
      <chain-badge receiptId={id} mode="server" />
      <reasoning-console session-name="docs" onrun-complete={onRun} />
      {/* @ts-expect-error: 'bogus' is not a mode */}
      <chain-badge mode="bogus" />
      {/* @ts-expect-error: a receipt-load handler does not take a RunCompleteEvent */}
      <reasoning-receipt onreceipt-load={onRun} />
    </main>
  );
}
