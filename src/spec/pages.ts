/**
 * A chain's entries in pages: our service's GET /chains/{chain_id}/entries?offset=&limit= and
 * pruv's GET /v1/chains/{chain_id}/entries?offset=&limit= (recorded from its published code).
 * A module of its own, so pages that never walk a long chain carry none of it.
 */
import * as v from 'valibot';
import { count, hexRoot, nonEmpty } from './fields.js';
import { ChainEntrySchema } from './resources.js';

/** The most entries one page answers (pruv's bound too); also the default page size. */
export const MAX_CHAIN_PAGE_SIZE = 1000;

/**
 * GET /chains/{chain_id} answers a chain whole only up to this many entries: a longer one would
 * pass the 1 MiB a client reads in one answer (about 290 bytes an entry), so it is read in pages.
 */
export const MAX_WHOLE_CHAIN_ENTRIES = 3000;

/**
 * Body of GET /chains/{chain_id}/entries (extension): entries [offset, offset + limit) of the chain
 * as it was when read, with its root and `total`, its length then. Entries never change once
 * written, so the pages of a growing chain still fit together.
 */
const chainPageFields = {
  chain_id: nonEmpty,
  algorithm: nonEmpty,
  root: hexRoot,
  total: count,
  offset: count,
  limit: count,
};
export const ChainPageSchema = v.object({ ...chainPageFields, entries: v.array(ChainEntrySchema) });

/**
 * The same page as a chain walk reads it: the page's own fields checked, its entries left to the chain
 * check, which reads every link field by field and names a bad one (as with pruv's pages below). Checking
 * each entry's schema as well cost the page about 10 ms of main-thread work per 1,000 entries.
 */
export const ChainPageReadSchema = v.object({ ...chainPageFields, entries: v.array(v.unknown()) });

/**
 * pruv's answer to GET /v1/chains/{chain_id}/entries: `{entries, total}`, where `total` counts the
 * entries of this page (`len(entries)` in its code), not the chain's. Its entries are xycore entries
 * with pruv's own fields (`id`, `x_state`); the chain check reads them.
 */
export const PruvEntriesPageSchema = v.object({
  entries: v.array(v.unknown()),
  total: count,
});

/** pruv's GET /v1/chains/{chain_id}: the fields a check of its entries needs (others are kept). */
export const PruvChainSchema = v.looseObject({
  id: nonEmpty,
  length: count,
  root_xy: v.nullish(v.string()),
  head_y: v.nullish(v.string()),
  head_xy: v.nullish(v.string()),
});

export type ChainPage = v.InferOutput<typeof ChainPageSchema>;
export type PruvEntriesPage = v.InferOutput<typeof PruvEntriesPageSchema>;
export type PruvChain = v.InferOutput<typeof PruvChainSchema>;
