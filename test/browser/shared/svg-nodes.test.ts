// The drawn badge reaches the page without an HTML parser (a Trusted Types sink): readBadgeSvg reads the
// renderer's own kind of SVG token by token. It must give the very tree a parser would, for any text a
// receipt can carry, and refuse anything else.
import { expect } from '@open-wc/testing';
import { renderBadge, receiptBadge } from '../../../src/badge/index.js';
import { readBadgeSvg } from '../../../src/elements/shared/svg-nodes.js';

/** What an SVG parser makes of `svg`, less the namespace declaration (the nodes are made in that namespace). */
function parsed(svg: string): Element {
  const root = new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;
  root.removeAttribute('xmlns');
  return root;
}

const HOSTILE = [
  'plain',
  `<script>alert(1)</script>`,
  `"quotes" & 'apostrophes' <tags>`,
  '&amp; already escaped &#60;',
  'אומתה קבלה',
  'تم التحقق',
  '漢字 ✓ 🙂',
  '\u202Ereversed\u202C',
  `x="1" onload="alert(1)"`,
];

describe('readBadgeSvg', () => {
  it('gives the same tree as an SVG parser for every badge the renderer draws', () => {
    for (const text of HOSTILE) {
      // The elements draw without the SVG's own <style> (a page's style-src could refuse it).
      const svg = renderBadge({ label: text, message: text, color: '#1a7f37', title: `${text} title`, idPrefix: 'b', darkStyle: 'none' });
      const read = readBadgeSvg(svg, document);
      expect(read.isEqualNode(parsed(svg)), JSON.stringify(text)).to.equal(true);
      expect(read.getAttribute('aria-label')).to.equal(parsed(svg).getAttribute('aria-label'));
    }
    const receipt = receiptBadge({ id: 'rcpt_1', verified: true }, { idPrefix: 'b', darkStyle: 'none' });
    expect(readBadgeSvg(receipt, document).isEqualNode(parsed(receipt))).to.equal(true);
  });

  it('keeps the text it was given as text: nothing in it becomes an element or an attribute', () => {
    const svg = renderBadge({ label: '<img src=x onerror=alert(1)>', message: '</text><script>alert(2)</script>', color: '#555', darkStyle: 'none' });
    const read = readBadgeSvg(svg, document);
    expect(read.querySelectorAll('script, img, foreignObject')).to.have.length(0);
    expect([...read.querySelectorAll('text')].map((t) => t.textContent)).to.deep.equal(['<img src=x onerror=alert(1)>', '</text><script>alert(2)</script>']);
    for (const element of read.querySelectorAll('*')) for (const name of element.getAttributeNames()) expect(name).to.not.match(/^on/i);
  });

  it('refuses markup the renderer does not write', () => {
    const refused = [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><style>*{}</style></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><use href="javascript:alert(1)"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><use href="https://evil.example/x.svg#a"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><g></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"></g></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"></svg><svg xmlns="http://www.w3.org/2000/svg"></svg>',
      'text<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" width=20></svg>',
      '<!-- a comment --><svg xmlns="http://www.w3.org/2000/svg"></svg>',
      '',
    ];
    for (const svg of refused) expect(() => readBadgeSvg(svg, document), svg).to.throw(TypeError);
  });
});
