'use client';
// The console as a client component: it runs in the browser, posts to this app's /proxy route and
// reports each answer's receipt through a typed event prop.
import { useState } from 'react';
import { ReasoningConsole } from 'reasoning-elements/react';

export function RunPanel() {
  const [receipt, setReceipt] = useState<string>();
  return (
    <>
      <ReasoningConsole proxyUrl="/proxy" sessionName="notes" onRunComplete={(e) => setReceipt(e.detail.response.receipt.id)} />
      <p role="status">{receipt ? `Last receipt: ${receipt}` : 'No run yet.'}</p>
    </>
  );
}
