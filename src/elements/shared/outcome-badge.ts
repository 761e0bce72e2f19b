/**
 * A badge for an outcome (src/badge/outcome.ts), in an element's words: the outcome's icon and word
 * on its colour, and a title that says what it means. The badge and the card draw the same one.
 */
import { fillTerm, renderBadge, type BadgeOptions } from '../../badge/index.js';
import { OUTCOME_COLORS, OUTCOME_ICONS, type Outcome } from '../../badge/outcome.js';
import type { BadgeWords } from './badge-words.js';
import { LOADING_COLOR } from './drawn-badge.js';

export interface OutcomeBadgeOptions extends Partial<Pick<BadgeOptions, 'idPrefix' | 'darkStyle'>> {
  /** Left text; default the words' label ("receipt"). */
  label?: string;
  /** The receipt named in the title. */
  id?: string;
  /** For misconfigured: the fix, in words. */
  fix?: string;
  /** Leave the title out (every loading badge drawn as one image looks alike). */
  untitled?: boolean;
  /** Leave the icon out: the card says its outcome with an icon of its own beside the badge. */
  noIcon?: boolean;
}

/** What `outcome` means, in one sentence of `words` (misconfigured: with its fix). */
export function outcomeSentence(words: BadgeWords, outcome: Outcome, fix?: string): string {
  return fillTerm(words.says[outcome], { fix: fix ?? words.fixes.endpoint });
}

export function outcomeBadge(outcome: Outcome, words: BadgeWords, options: OutcomeBadgeOptions = {}): string {
  const label = options.label || words.label;
  const named = options.id ? fillTerm(words.subject, { label, id: options.id }) : label;
  const title =
    outcome === 'loading' ? fillTerm(words.loadingTitle, { subject: named }) : `${named}: ${words.outcomes[outcome]}. ${outcomeSentence(words, outcome, options.fix)}`;
  return renderBadge({
    label,
    message: options.noIcon ? words.outcomes[outcome] : `${OUTCOME_ICONS[outcome]} ${words.outcomes[outcome]}`,
    color: outcome === 'loading' ? LOADING_COLOR : OUTCOME_COLORS[outcome],
    ...(options.untitled ? {} : { title }),
    ...(options.idPrefix === undefined ? {} : { idPrefix: options.idPrefix }),
    ...(options.darkStyle === undefined ? {} : { darkStyle: options.darkStyle }),
  });
}
