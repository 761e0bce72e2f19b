/// <reference types="reasoning-elements/jsx" />
// React 19: the tags written directly, as attributes (server output keeps them) or properties.
import type { Receipt } from 'reasoning-elements';
import type { ReceiptLoadEvent } from 'reasoning-elements/jsx';

const onLoad = (event: ReceiptLoadEvent): boolean => event.detail.receipt.verified;

export function Receipt({ id }: { id: string }) {
  return (
    <main>
      <reasoning-receipt receipt-id={id} with-session verify refresh={10} theme="dark" onreceipt-load={onLoad} />
      <reasoning-receipt receiptId={id} withSession trustedKeys={['AAAA']} onreceipt-error={(e) => e.detail.kind} />
      <chain-badge receipt-id={id} mode="link" label="receipt" className="badge" app-url="/app" />
      <reasoning-console proxy-url="/proxy" session-name="docs" timeout={5000} onrun-complete={(e) => e.detail.response.chain.length} />
      {/* @ts-expect-error: 'bogus' is not a mode */}
      <chain-badge receipt-id={id} mode="bogus" />
      {/* @ts-expect-error: receipt-id is a string */}
      <reasoning-receipt receipt-id={42} />
      {/* @ts-expect-error: receiptIdd is no property */}
      <reasoning-receipt receiptIdd={id} />
      {/* @ts-expect-error: a run-complete handler does not take a ReceiptLoadEvent */}
      <reasoning-console onrun-complete={onLoad} />
      {/* @ts-expect-error: theme is light or dark */}
      <reasoning-console theme="sepia" />
    </main>
  );
}

/** Pre-rendered data: the card starts from a receipt the page already has. */
export function Prerendered({ receipt }: { receipt: Receipt }) {
  return (
    <>
      <reasoning-receipt receipt={receipt} />
      <chain-badge receipt={receipt} />
      {/* @ts-expect-error: not a receipt */}
      <reasoning-receipt receipt={{ id: 'rcpt_1' }} />
    </>
  );
}
