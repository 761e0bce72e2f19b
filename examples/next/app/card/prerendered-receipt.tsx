'use client';
// The card's HTML is made where the page is rendered to HTML (`#render-card` is @reasoning-elements/render
// there) and nowhere else: the browser's copy of this module renders nothing, so the card travels once, in
// the HTML, and not again in the page's React payload (only the receipt's data does, as this component's prop).
// React leaves the server's markup in place: a `dangerouslySetInnerHTML` is not re-applied while it is unchanged.
import { useState } from 'react';
import type { Receipt } from 'reasoning-elements/spec';
import { renderCard, type Endpoints } from '#render-card';

export function PrerenderedReceipt({ receipt, endpoints }: { receipt: Receipt; endpoints: Endpoints }) {
  const [html] = useState(() => renderCard(receipt, endpoints));
  return <div suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
}
