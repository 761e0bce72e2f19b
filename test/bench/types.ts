export interface BenchRow {
  /** What is measured, e.g. "badges written per second". */
  name: string;
  ours: number;
  /** The peer's figure from the same run, when there is a peer (a real peer, measured: never a budget). */
  peer?: number;
  peerName?: string;
  /** The physical floor for this figure (what no implementation can beat on this machine), when known. */
  floor?: number;
  floorName?: string;
  unit: string;
  /** "higher" or "lower": which way is better. */
  better: 'higher' | 'lower';
}

/** Rows, and a table of the bench's own printed after them (figures that are not ours beside a peer). */
export interface BenchResult {
  rows: BenchRow[];
  /** Markdown lines. */
  table: string[];
}

/** What a bench module may export beside its default function. */
export interface BenchModule {
  default: () => Promise<BenchRow[] | BenchResult>;
  /** Settings that differ from a default (ours or the peer's), printed in the bench's header. */
  settings?: readonly string[];
}
