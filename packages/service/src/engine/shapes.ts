/**
 * The stand-in engine's library of named shapes. Each shape is matched by
 * keyword scoring: the number of its distinct keywords found in the input.
 */
export interface Shape {
  name: string;
  /** Lower-case whole words (or short phrases) that suggest the shape. */
  keywords: readonly string[];
  /** What the shape says about the input, used in the answer. */
  reading: string;
  /** What follows from it, used as the implication. */
  implication: string;
}

export const SHAPES: readonly Shape[] = [
  {
    name: 'causal_system',
    keywords: ['cause', 'causes', 'because', 'effect', 'effects', 'leads', 'results', 'therefore', 'due', 'consequence'],
    reading: 'a chain of causes and effects',
    implication: 'Changing an upstream cause should change the downstream effects.',
  },
  {
    name: 'feedback_system',
    keywords: ['feedback', 'loop', 'reinforces', 'amplifies', 'dampens', 'self', 'spiral', 'compounding', 'cycle'],
    reading: 'a loop in which outputs feed back into inputs',
    implication: 'Small changes can grow or fade depending on the sign of the loop.',
  },
  {
    name: 'equilibrium_system',
    keywords: ['balance', 'equilibrium', 'stable', 'supply', 'demand', 'price', 'steady', 'tradeoff', 'offsets'],
    reading: 'opposing forces settling into a balance',
    implication: 'A shock moves the balance point rather than removing it.',
  },
  {
    name: 'hierarchical_system',
    keywords: ['hierarchy', 'layers', 'layer', 'levels', 'parent', 'child', 'tree', 'nested', 'manager', 'top', 'bottom'],
    reading: 'nested levels in which each layer governs the one below',
    implication: 'Decisions propagate downward; information must travel upward.',
  },
  {
    name: 'network_system',
    keywords: ['network', 'nodes', 'node', 'links', 'connected', 'graph', 'hub', 'peers', 'spread', 'viral'],
    reading: 'many connected parts with no single centre',
    implication: 'Well-connected hubs matter far more than their number suggests.',
  },
  {
    name: 'flow_system',
    keywords: ['flow', 'pipeline', 'queue', 'throughput', 'bottleneck', 'stock', 'inflow', 'outflow', 'rate'],
    reading: 'quantities moving through stages at rates',
    implication: 'The slowest stage sets the pace of the whole.',
  },
  {
    name: 'adversarial_system',
    keywords: ['compete', 'competition', 'rival', 'attack', 'defend', 'opponent', 'game', 'strategy', 'incentive', 'incentives'],
    reading: 'agents whose goals oppose each other',
    implication: 'Each move invites a counter-move; stable outcomes are equilibria of strategies.',
  },
  {
    name: 'evolutionary_system',
    keywords: ['evolve', 'evolves', 'evolution', 'selection', 'mutation', 'adapt', 'adapts', 'fitness', 'survive', 'variation'],
    reading: 'variation filtered by selection over time',
    implication: 'What persists is what fits the environment, not what was planned.',
  },
];

/** Fallback when nothing matches: the engine still names the nearest shape. */
export const FALLBACK_SHAPE: Shape = {
  name: 'open_system',
  keywords: [],
  reading: 'no recognisable structure yet',
  implication: 'More context is needed before any structure can be relied on.',
};

/** Opposing absolutes: an input asserting both sides of a pair is a conflict. */
export const OPPOSING_PAIRS: readonly (readonly [string, string])[] = [
  ['always', 'never'],
  ['increases', 'decreases'],
  ['everyone', 'nobody'],
];
