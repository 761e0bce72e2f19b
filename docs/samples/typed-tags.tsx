/// <reference types="reasoning-elements/jsx" />
// typed-tags.tsx: React 19 writes the tags directly; attributes, properties and events are typed.
import type { ReceiptLoadEvent } from 'reasoning-elements/jsx';

export function Receipt({ id }: { id: string }) {
  const onLoad = (e: ReceiptLoadEvent) => console.log(e.detail.receipt.verified);
  return (
    <>
      <reasoning-receipt receipt-id={id} with-session verify onreceipt-load={onLoad} />
      <chain-badge receipt-id={id} mode="link" />
      <reasoning-console proxy-url="/proxy" session-name="support" onrun-complete={(e) => console.log(e.detail.response.status)} />
    </>
  );
}
