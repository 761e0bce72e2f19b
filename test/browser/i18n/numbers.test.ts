// Numbers in sentences: whole numbers below 1,000 skip Intl.NumberFormat in the languages that write
// them in ASCII digits; the result must be what Intl writes, in this browser, for every language.
import { expect } from '@open-wc/testing';
import { formatNumber } from '../../../src/i18n/localize.js';

const intl = (lang: string, value: number) => new Intl.NumberFormat(lang, { maximumFractionDigits: 3 }).format(value);
const LANGS = ['en', 'de', 'es', 'fr', 'he', 'it', 'ja', 'ko', 'pt', 'zh', 'ar', 'en-IN', 'de-AT', 'pt-BR', 'zh-Hant', 'ar-EG', 'fa', 'hi'];

describe('formatNumber', () => {
  it('writes 0 to 999 as Intl.NumberFormat does, in every shipped language and a few others', () => {
    for (const lang of LANGS) {
      const wrong = Array.from({ length: 1000 }, (_, n) => n).filter((n) => formatNumber(lang, n) !== intl(lang, n));
      expect(wrong, lang).to.deep.equal([]);
    }
  });

  it('leaves grouping, fractions, negatives and other digits to Intl', () => {
    expect(formatNumber('en', 1000)).to.equal('1,000');
    expect(formatNumber('de', 12345)).to.equal('12.345');
    expect(formatNumber('de', 0.75)).to.equal('0,75');
    expect(formatNumber('en', -3)).to.equal(intl('en', -3));
    expect(formatNumber('ar-EG', 3)).to.equal(intl('ar-EG', 3));
  });
});
