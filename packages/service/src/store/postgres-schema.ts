/**
 * The Postgres store's tables, created on open (idempotently; processes
 * opening one database at once take turns under an advisory lock). Entries,
 * turn records and attestations are kept as JSON text, exactly as written.
 */
import type { Sql } from 'postgres';

/** Advisory lock key held while the schema is created. */
const SCHEMA_LOCK = 7_301_946_551;

const TABLES = [
  `create table if not exists re_chains (
    chain_id text primary key,
    scope text not null unique,
    session_id text not null unique,
    receipt_id text not null unique,
    session_type text not null,
    title text not null,
    created_at text not null,
    updated_at text not null,
    length integer not null,
    attestation_id text,
    attested_length integer not null default 0
  )`,
  `create index if not exists re_chains_pending on re_chains (chain_id) where attested_length < length`,
  // One row per link: a second writer of index N fails on the key and nothing forks.
  `create table if not exists re_entries (
    chain_id text not null references re_chains (chain_id),
    index integer not null,
    entry text not null,
    record text not null,
    primary key (chain_id, index)
  )`,
  // One attestation per chain length.
  `create table if not exists re_attestations (
    id text primary key,
    chain_id text not null references re_chains (chain_id),
    length integer not null,
    body text not null,
    unique (chain_id, length)
  )`,
  // Which process attests a chain length; a stale claim (its process gone) may be taken over.
  `create table if not exists re_attestation_claims (
    chain_id text not null,
    length integer not null,
    owner text not null,
    claimed_at timestamptz not null default now(),
    primary key (chain_id, length)
  )`,
  `create table if not exists re_idempotency (
    key text primary key,
    turn text not null,
    at bigint not null
  )`,
  `create index if not exists re_idempotency_at on re_idempotency (at)`,
  // The order keys were recorded in, for the bound on how many are kept: a sequence takes no lock, so processes
  // recording keys at once never wait on each other (a count(*) per turn would read the whole table).
  `create sequence if not exists re_idempotency_order`,
  `alter table re_idempotency add column if not exists n bigint not null default nextval('re_idempotency_order')`,
  `create index if not exists re_idempotency_n on re_idempotency (n)`,
  `create table if not exists re_files (
    key text primary key,
    prefix text not null,
    etag text not null,
    body bytea not null
  )`,
  `create index if not exists re_files_prefix on re_files (prefix)`,
  `create table if not exists re_meta (
    name text primary key,
    value text not null
  )`,
];

export async function createSchema(sql: Sql): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(${SCHEMA_LOCK})`;
    for (const statement of TABLES) await tx.unsafe(statement);
  });
}
