// Text stays inside its box: every badge, drawn in Chromium, measured with getBBox.
import { expect } from '@open-wc/testing';
import { BADGE_STATES, receiptBadge, renderBadge, textWidth } from '../../../src/badge/index.js';
import { TRICKY_CASES } from '../../node/badge-cases.js';

function check(svgText: string, name: string): void {
  const host = document.createElement('div');
  host.innerHTML = svgText;
  document.body.append(host);
  try {
    const svg = host.querySelector('svg')!;
    const width = Number(svg.getAttribute('width'));
    const path = svg.querySelector('path');
    const labelWidth = path ? Number(/^M3 0h([\d.]+)/.exec(path.getAttribute('d')!)![1]) + 3 : 0;
    const texts = [...svg.querySelectorAll('text')];
    for (const text of texts) {
      const box = text.getBBox();
      const isLabel = text.id.endsWith('0') && labelWidth > 0;
      const [left, right] = isLabel ? [0, labelWidth] : [labelWidth, width];
      expect(box.x, `${name}: ${text.textContent} starts inside`).to.be.at.least(left);
      expect(box.x + box.width, `${name}: ${text.textContent} ends inside`).to.be.at.most(right + 0.5);
      // The text is really drawn there: its box is not empty.
      expect(box.width).to.be.greaterThan(0);
    }
    const rect = svg.getBoundingClientRect();
    expect(Math.round(rect.width)).to.equal(width);
    expect(Math.round(rect.height)).to.equal(20);
  } finally {
    host.remove();
  }
}

describe('badge text fits its box in Chromium', () => {
  it('state badges', () => {
    for (const state of BADGE_STATES) check(receiptBadge(state), state);
  });
  it('tricky strings', () => {
    for (const [name, options] of Object.entries(TRICKY_CASES)) check(renderBadge(options), name);
  });
  it('the natural width of Latin text is close to the table, so textLength hardly stretches it', () => {
    // Chromium here draws DejaVu Sans (no Verdana): still within 12% of Verdana's table.
    for (const word of ['receipt', 'verified', 'unverified', 'unknown', 'error', 'loading']) {
      const host = document.createElement('div');
      host.innerHTML = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="20"><text x="0" y="14" font-family="Verdana,DejaVu Sans,sans-serif" font-size="11">${word}</text></svg>`;
      document.body.append(host);
      const natural = host.querySelector('text')!.getComputedTextLength();
      host.remove();
      expect(Math.abs(natural - textWidth(word)) / textWidth(word)).to.be.below(0.12, `${word}: ${natural} vs ${textWidth(word)}`);
    }
  });
});
