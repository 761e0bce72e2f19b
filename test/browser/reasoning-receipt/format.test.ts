// The card's pure helpers: shortened hashes, times, session types, the receipt/session cross-check.
import { expect } from '@open-wc/testing';
import { crossCheck } from '../../../src/elements/reasoning-receipt/cross-check.js';
import { formatTime, prepareFormatters, relativeTime, sessionTypeLabel, shortHash } from '../../../src/elements/reasoning-receipt/format.js';
import type { Receipt, Session } from '../../../src/spec/index.js';
import { receipt, session } from '../../fixtures/resources.js';

describe('reasoning-receipt helpers', () => {
  it('shortens a hash to head…tail and leaves short values alone', () => {
    expect(shortHash(`0x${'0123456789abcdef'.repeat(4)}`)).to.equal('0x01234567…abcdef');
    expect(shortHash('0xabc')).to.equal('0xabc');
    expect(shortHash('att_0123456789abcdef0123', 4, 4)).to.equal('att_…0123');
  });

  it('names known session types in words and shows others as given', () => {
    expect(sessionTypeLabel('reasoning')).to.equal('Reasoning');
    expect(sessionTypeLabel('structured_thinking')).to.equal('Structured thinking');
    expect(sessionTypeLabel('vantagepoint')).to.equal('vantagepoint');
  });

  it('formats times locally and relatively, keeping the ISO instant', () => {
    const now = new Date('2026-11-01T12:00:00Z');
    expect(relativeTime(new Date('2026-11-01T11:55:00Z'), now, 'en')).to.equal('5 minutes ago');
    expect(relativeTime(new Date('2026-10-30T12:00:00Z'), now, 'en')).to.equal('2 days ago');
    expect(relativeTime(new Date('2026-11-01T12:00:03Z'), now, 'en')).to.equal('now');
    const t = formatTime('2026-11-01T10:00:00Z', now, 'en-US');
    expect(t.iso).to.equal('2026-11-01T10:00:00.000Z');
    expect(t.relative).to.equal('2 hours ago');
    expect(t.local).to.match(/Nov 1, 2026/);
    expect(formatTime('not a time', now).local).to.equal('not a time');
  });

  it("makes a language's date formatters once, ahead of time when asked, and not in the render that uses them", async () => {
    const made: string[] = [];
    const { DateTimeFormat, RelativeTimeFormat } = Intl;
    const intl = Intl as { -readonly [K in keyof typeof Intl]: (typeof Intl)[K] };
    intl.DateTimeFormat = new Proxy(DateTimeFormat, { construct: (target, args) => (made.push(`date ${args[0]}`), Reflect.construct(target, args)) });
    intl.RelativeTimeFormat = new Proxy(RelativeTimeFormat, { construct: (target, args) => (made.push(`relative ${args[0]}`), Reflect.construct(target, args)) });
    try {
      prepareFormatters('fr-CA');
      expect(made, 'not in the caller\'s task').to.deep.equal([]);
      await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 }));
      expect(made.sort()).to.deep.equal(['date fr-CA', 'relative fr-CA']);
      const at = new Date('2026-11-01T11:00:00Z');
      const first = formatTime('2026-11-01T10:00:00Z', at, 'fr-CA');
      expect(formatTime('2026-11-01T10:00:00Z', at, 'fr-CA')).to.deep.equal(first);
      expect(first.relative).to.equal('il y a 1 heure');
      expect(made, 'none made again').to.have.length(2);
      formatTime('2026-11-01T10:00:00Z', at, 'nl');
      expect(made.sort(), 'another language: its own, made when first used').to.deep.equal(['date fr-CA', 'date nl', 'relative fr-CA', 'relative nl']);
    } finally {
      intl.DateTimeFormat = DateTimeFormat;
      intl.RelativeTimeFormat = RelativeTimeFormat;
    }
  });

  it('finds every disagreement between receipt and session', () => {
    const r = receipt() as Receipt;
    expect(crossCheck(r, session() as Session)).to.deep.equal([]);
    const problems = crossCheck(r, session({ id: 'other', receipt_id: 'r2', chain_id: 'c2', chain_root: '0x01', turn_count: 9 }) as Session);
    expect(problems.map((p) => p.key)).to.deep.equal(['crossSessionId', 'crossReceiptId', 'crossChain', 'crossRoot', 'crossLength']);
    expect(problems[4]!.values).to.deep.equal({ turns: 9, links: r.chain_length });
    // Roots compare without regard to hex case.
    expect(crossCheck(r, session({ chain_root: (r.chain_root as string).toUpperCase().replace('0X', '0x') }) as Session)).to.deep.equal([]);
  });
});
