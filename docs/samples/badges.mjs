// badges.mjs: the one renderer every badge comes from: text in, SVG out, in any runtime.
import { writeFileSync } from 'node:fs';
import { badgeStateOf, receiptBadge, renderBadge } from 'reasoning-elements/badge';

writeFileSync('build.svg', renderBadge({ label: 'build', message: 'passing', color: '#1a7f37' }));

const receipt = { id: 'rcpt_8f3a', verified: false };
writeFileSync(`${receipt.id}.svg`, receiptBadge(receipt)); // "… pending": not attested yet
writeFileSync('not-found.svg', receiptBadge('not-found', { id: 'rcpt_gone' })); // an outcome with no receipt behind it

console.log(badgeStateOf(receipt), badgeStateOf({ id: 'rcpt_9b1c', verified: true }), badgeStateOf(null));
// prints: pending verified not-found
