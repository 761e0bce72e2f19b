/// <reference types="reasoning-elements/solid" />
import type { RunCompleteEvent } from 'reasoning-elements/solid';

const onRun = (event: RunCompleteEvent): number => event.detail.response.chain.length;

export function Receipt(props: { id: string }) {
  return (
    <main>
      <reasoning-receipt receipt-id={props.id} verify on:receipt-load={(e) => e.detail.receipt.verified} />
      <chain-badge prop:receiptId={props.id} attr:mode="server" />
      <reasoning-console session-name="docs" on:run-complete={onRun} />
      {/* @ts-expect-error: 'bogus' is not a mode */}
      <chain-badge mode="bogus" />
      {/* @ts-expect-error: a receipt-load handler does not take a RunCompleteEvent */}
      <reasoning-receipt on:receipt-load={onRun} />
      {/* @ts-expect-error: no such property */}
      <chain-badge prop:receiptID={props.id} />
    </main>
  );
}
