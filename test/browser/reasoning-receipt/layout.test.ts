// The loading box keeps the height the card will have, so nothing below a receipt moves when it loads
// (no layout shift): for each form of the card, a skeleton (its receipt held back at the fixture) and
// the loaded card of the same receipt, side by side in containers of the same width.
import { expect, waitUntil } from '@open-wc/testing';
import { release, scenario } from '../client/fixture.js';
import { TEST_ATTESTOR_PUBLIC_KEY } from '../../server/constants.js';
import { makeReceipt, settled, shadow, verifiedReceipt } from './helpers.js';

const FORMS = [
  { name: 'plain', withSession: false, verify: false },
  { name: 'with-session', withSession: true, verify: false },
  { name: 'verify', withSession: false, verify: true },
  { name: 'verify with-session', withSession: true, verify: true },
];

/** The card's font size and line height: the skeleton's heights are in its em. */
const EM = 15;
const LINE = EM * 1.45;

describe('<reasoning-receipt> loading box', () => {
  for (const form of FORMS) {
    for (const width of [480, 640]) {
      it(`is as tall as the loaded card (${form.name}, ${width} px wide), within a line`, async () => {
        const { receipt } = await verifiedReceipt(2);
        const held = await scenario([{ json: receipt, hold: true }]);
        const options = { id: receipt.id, withSession: form.withSession, verify: form.verify, trustedKeys: TEST_ATTESTOR_PUBLIC_KEY };
        const loading = await makeReceipt({ ...options, base: held });
        const loaded = await makeReceipt(options);
        for (const el of [loading, loaded]) el.style.width = `${width}px`;
        try {
          await settled(loaded);
          await waitUntil(() => shadow(loading).querySelector('[part="skeleton"]'), 'no loading box');
          const skeleton = loading.getBoundingClientRect().height;
          const card = loaded.getBoundingClientRect().height;
          // A line either way: the check's words run to a fourth line in a narrow card (the outcome with a
          // trusted key, here), and the box cannot know which words will come.
          expect(Math.abs(skeleton - card), `loading box ${(skeleton / EM).toFixed(1)}em, card ${(card / EM).toFixed(1)}em`).to.be.at.most(LINE);
        } finally {
          await release(held);
        }
      });
    }
  }
});
