export interface BenchRow {
  /** What is measured, e.g. "badges written per second". */
  name: string;
  ours: number;
  /** The peer's figure from the same run, when there is a peer. */
  peer?: number;
  peerName?: string;
  unit: string;
  /** "higher" or "lower": which way is better. */
  better: 'higher' | 'lower';
}
