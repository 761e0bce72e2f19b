// A server page with the React components: reasoning-elements/react is a client module ("use client"),
// so a server component renders it with serializable props (ids, flags), and the browser sets them.
import { ChainBadge, ReasoningReceipt } from 'reasoning-elements/react';
import { receiptId } from '../lib/service';

export default function ReactPage() {
  const id = receiptId();
  return (
    <>
      <h1>Receipts, as React components</h1>
      <ReasoningReceipt receiptId={id} verify />
      <p>
        The badge: <ChainBadge receiptId={id} />
      </p>
    </>
  );
}
