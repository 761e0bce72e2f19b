// Every shipped language has every term, with the English term's slots (no more, no fewer, for text; a
// plural form may leave `{count}` out, as in "one link"), and a form for each plural category the
// language has in Intl.PluralRules (Arabic: zero, one, two, few, many, other).
import { expect } from '@open-wc/testing';
import type { LanguageParts, TermGroup } from '../../../src/i18n/types.js';
import { badgeGroup } from '../../../src/i18n/lang/en.badge.js';
import { chainTerms, claimTerms } from '../../../src/i18n/lang/en.chain.js';
import { checkGroup } from '../../../src/i18n/lang/en.check.js';
import { consoleGroup } from '../../../src/i18n/lang/en.console.js';
import { errorsGroup } from '../../../src/i18n/lang/en.errors.js';
import { problemsGroup } from '../../../src/i18n/lang/en.problems.js';
import { receiptGroup } from '../../../src/i18n/lang/en.receipt.js';
import { turnGroup } from '../../../src/i18n/lang/en.turn.js';
import { LANGUAGES } from '../../../src/i18n/index.js';
import ar from '../../../src/i18n/lang/ar.js';
import de from '../../../src/i18n/lang/de.js';
import es from '../../../src/i18n/lang/es.js';
import fr from '../../../src/i18n/lang/fr.js';
import he from '../../../src/i18n/lang/he.js';
import it_ from '../../../src/i18n/lang/it.js';
import ja from '../../../src/i18n/lang/ja.js';
import ko from '../../../src/i18n/lang/ko.js';
import pt from '../../../src/i18n/lang/pt.js';
import zh from '../../../src/i18n/lang/zh.js';

const SHIPPED: Record<string, LanguageParts> = { ar, de, es, fr, he, it: it_, ja, ko, pt, zh };

// The chain checker's findings: the elements bundle no English for them (the check's `problems` are those words), so the test takes the table itself.
const GROUPS: TermGroup[] = [badgeGroup, receiptGroup, checkGroup, errorsGroup, consoleGroup, turnGroup, problemsGroup, { name: 'chain', en: chainTerms }, { name: 'claims', en: claimTerms }];
const slots = (text: string) => new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!));
const texts = (term: unknown): string[] => (typeof term === 'string' ? [term] : Object.values(term as Record<string, string>));

describe('shipped terms', () => {
  for (const group of GROUPS) {
    it(`${group.name}: every language, every term, the same slots, every plural category`, async () => {
      const english = group.en as Record<string, unknown>;
      expect(Object.keys(SHIPPED).sort()).to.deep.equal(Object.keys(LANGUAGES).filter((l) => l !== 'en').sort());
      for (const [lang, parts] of Object.entries(SHIPPED)) {
        const terms = (await parts[group.name]()).default as Record<string, unknown>;
        expect(Object.keys(terms).sort(), `${lang}.${group.name} keys`).to.deep.equal(Object.keys(english).sort());
        const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
        for (const [key, en] of Object.entries(english)) {
          const want = new Set(texts(en).flatMap((t) => [...slots(t)]));
          const term = terms[key];
          if (typeof en === 'string') {
            expect(typeof term, `${lang}.${key}`).to.equal('string');
            expect([...slots(term as string)].sort(), `${lang}.${key} slots`).to.deep.equal([...want].sort());
          } else {
            const forms = term as Record<string, string>;
            expect(Object.keys(forms).sort(), `${lang}.${key} plural forms`).to.deep.equal([...categories].sort());
            for (const text of Object.values(forms)) {
              for (const slot of slots(text)) expect(want.has(slot), `${lang}.${key}: {${slot}} is not a slot of the English term`).to.equal(true);
              const others = [...want].filter((s) => s !== 'count');
              for (const slot of others) expect(slots(text).has(slot), `${lang}.${key}: a form leaves out {${slot}}`).to.equal(true);
            }
          }
          expect(texts(term).every((t) => t.trim() !== ''), `${lang}.${key} is empty`).to.equal(true);
        }
      }
    });
  }

  it('Arabic has the six plural categories', () => {
    expect(new Intl.PluralRules('ar').resolvedOptions().pluralCategories.sort()).to.deep.equal(['few', 'many', 'one', 'other', 'two', 'zero']);
  });
});
