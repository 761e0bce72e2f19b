/**
 * The reasoning engine behind POST /run. The embedded service ships a
 * deterministic, rule-based STAND-IN: it does not reason. It scores the input
 * against a small library of named shapes and fills every field of the run
 * response by fixed rules, so the same input always gives the same output.
 * Replace it by passing your own `Engine` to createReasoningService().
 */
import type { Bridge, Conflict, Content, Status, Structure } from 'reasoning-elements/spec';
import { FALLBACK_SHAPE, OPPOSING_PAIRS, SHAPES, type Shape } from './shapes.js';

export interface EngineInput {
  input: string;
  session_name: string;
  session_type: string;
  /** 0-based index of this turn in its chain. */
  turn: number;
}

export interface EngineOutput {
  status: Status;
  content: Content;
  structure: Structure;
  bridge: Bridge | null;
  conflict: Conflict;
}

export interface Engine {
  readonly name: string;
  run(input: EngineInput): EngineOutput | Promise<EngineOutput>;
}

/** An input containing this text makes the stand-in engine throw (POST /run answers 500). */
export const ENGINE_ERROR_TRIGGER = '__engine_error__';
/** `fires` is true when gap_score exceeds this. */
export const FIRE_THRESHOLD = 0.35;

export class EngineError extends Error {
  override readonly name = 'EngineError';
}

const round = (n: number) => Math.round(n * 1000) / 1000;

function words(input: string): Set<string> {
  return new Set(input.toLowerCase().match(/[a-z]+/g) ?? []);
}

/** Best shape by number of distinct keywords present; ties go to the earlier shape. */
export function scoreShapes(input: string): { shape: Shape; hits: number; matched: string[] } {
  const present = words(input);
  let best = { shape: FALLBACK_SHAPE, hits: 0, matched: [] as string[] };
  for (const shape of SHAPES) {
    const matched = shape.keywords.filter((k) => present.has(k));
    if (matched.length > best.hits) best = { shape, hits: matched.length, matched };
  }
  return best;
}

/** geometric_confidence from keyword hits: 0 → 0.30, 1 → 0.45, 2 → 0.60, 3 → 0.75, 4 → 0.90, then 0.95. */
export function confidenceFor(hits: number): number {
  return round(Math.min(0.95, 0.3 + 0.15 * hits));
}

function findConflict(input: string): Conflict {
  const present = words(input);
  for (const [a, b] of OPPOSING_PAIRS) {
    if (present.has(a) && present.has(b)) {
      return { conflict: true, message: `The input asserts both "${a}" and "${b}"; both cannot hold at once.` };
    }
  }
  return { conflict: false, message: '' };
}

export function createRuleEngine(): Engine {
  return {
    name: 'rule-based stand-in',
    run({ input }: EngineInput): EngineOutput {
      if (input.includes(ENGINE_ERROR_TRIGGER)) throw new EngineError('engine failure requested by the input');
      const { shape, hits, matched } = scoreShapes(input);
      const geometric = confidenceFor(hits);
      const gap = round(1 - geometric);
      const fires = gap > FIRE_THRESHOLD;
      const conflict = findConflict(input);

      let status: Status;
      if (conflict.conflict) status = 'CONFLICT';
      else if (!fires) status = 'GROUND';
      else if (hits > 0) status = 'BRIDGE';
      else status = 'PROVISIONAL';

      const bridge: Bridge | null = fires
        ? {
            bridge:
              hits > 0
                ? `Treat the input as ${shape.reading} (${shape.name}); the keywords ${matched.map((m) => `"${m}"`).join(', ')} support it only partly.`
                : 'No known shape fits; treat the input as an open question until more structure is given.',
            assumptions:
              hits > 0
                ? [`The missing parts of ${shape.name} hold as usual.`, 'No hidden factor outside the input dominates.']
                : ['The input describes a system at all.'],
            confidence: round(geometric * 0.9),
          }
        : null;

      const confidence = round(
        status === 'CONFLICT' ? geometric * 0.5 : status === 'GROUND' ? geometric : status === 'BRIDGE' ? geometric * 0.9 : geometric * 0.6,
      );
      const answer =
        status === 'CONFLICT'
          ? `The input contradicts itself: ${conflict.message} Until one side is dropped, no reading (closest: ${shape.name}) can stand.`
          : status === 'GROUND'
            ? `The input reads as ${shape.reading} (${shape.name}).`
            : status === 'BRIDGE'
              ? `The input partly fits ${shape.reading} (${shape.name}); a bridge fills the gap.`
              : 'The input does not match any known shape yet; any reading is provisional.';

      return {
        status,
        content: { answer, confidence, implication: shape.implication },
        structure: { closest_shape: shape.name, geometric_confidence: geometric, gap_score: gap, fires },
        bridge,
        conflict,
      };
    },
  };
}
