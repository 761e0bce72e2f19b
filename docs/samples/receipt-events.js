// receipt-events.js: a card's events, and what the check run in this browser found.
// The page holds <reasoning-receipt receipt-id="…" verify></reasoning-receipt>.
import 'reasoning-elements/define';

const card = document.querySelector('reasoning-receipt');
card.addEventListener('receipt-load', (event) => console.log('verified by the service:', event.detail.receipt.verified));
card.addEventListener('receipt-error', (event) => console.warn(event.detail.kind, event.detail.status));

await card.loadComplete; // the load, and with `verify` the check
console.log('checked here:', card.check.ok, card.check.algorithm, `${card.check.links} links`);
// prints: verified by the service: true
// prints: checked here: true xy-sha256-v1 2 links
