import pg from 'pg';
import type { Database, DatabaseHandle } from '~/server/db.server';

/**
 * Published shops and custom domains held in memory, so a page view reads the database zero times in the steady
 * state (docs/decisions/026-published-shops-in-memory.md). Publishing notifies this channel in its transaction;
 * every server LISTENs on it and forgets what it held. PGlite lives in one process: there the publish forgets
 * directly. A hand edit around the service is seen after `maxAgeMs`, or at once after `NOTIFY gamefront_shops_changed`.
 */
export const SHOPS_CHANGED_CHANNEL = 'gamefront_shops_changed';
/** The listening connection's name in pg_stat_activity. */
export const SHOP_WATCH_APPLICATION = 'gamefront-shop-watch';

interface Entry {
  value: Promise<unknown>;
  readAt: number;
}

/** A bounded map of reads in flight or done; the least recently used goes first. */
class RecentReads {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly capacity: number) {}

  read<T>(key: string, now: number, maxAgeMs: number, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && now - hit.readAt < maxAgeMs) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value as Promise<T>;
    }
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { value, readAt: now });
    while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    // A failed read is not remembered: the next view tries again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}

export interface ShopDirectoryOptions {
  /** How long an entry is trusted without a notification: the bound on how late a hand edit is seen. */
  maxAgeMs?: number;
  /** Entries per kind (handles, domains): unknown hosts and handles are remembered too, so the bound matters. */
  capacity?: number;
  now?: () => number;
}

/** What one database's server holds in memory. Trusted only while `live`: while the listener is down, reads go through. */
export class ShopDirectory {
  live = false;
  private readonly published: RecentReads;
  private readonly domains: RecentReads;
  private readonly maxAgeMs: number;
  private readonly now: () => number;
  private readonly forgetListeners = new Set<() => void>();

  constructor({ maxAgeMs = 60_000, capacity = 1_024, now = Date.now }: ShopDirectoryOptions = {}) {
    this.published = new RecentReads(capacity);
    this.domains = new RecentReads(capacity);
    this.maxAgeMs = maxAgeMs;
    this.now = now;
  }

  publishedShop<T>(handle: string, load: () => Promise<T>): Promise<T> {
    return this.live ? this.published.read(handle, this.now(), this.maxAgeMs, load) : load();
  }

  shopByDomain<T>(domain: string, load: () => Promise<T>): Promise<T> {
    return this.live ? this.domains.read(domain, this.now(), this.maxAgeMs, load) : load();
  }

  /** A shop was published or its domains changed: everything is read again on its next view. */
  forget(): void {
    this.published.clear();
    this.domains.clear();
    for (const listener of this.forgetListeners) listener();
  }

  /**
   * Tells `listener` whenever the directory forgets, so what was made from published shops (the page cache) goes
   * with it. Returns the way to stop listening.
   */
  onForget(listener: () => void): () => void {
    this.forgetListeners.add(listener);
    return () => this.forgetListeners.delete(listener);
  }
}

// Shared through globalThis: server/main.ts (run by tsx) and the Remix server build each load their own copy of
// this module, and the one that starts the watch must be the one the loaders ask.
const registry = globalThis as typeof globalThis & { [key: symbol]: WeakMap<Database, ShopDirectory> | undefined };
const REGISTRY_KEY = Symbol.for('gamefront.shop-directories');
const directories = (registry[REGISTRY_KEY] ??= new WeakMap<Database, ShopDirectory>());

/** The directory a server keeps for this database, when it watches it (tests of the plain reads do not). */
export function shopDirectoryOf(db: Database): ShopDirectory | undefined {
  return directories.get(db);
}

export interface ShopWatch {
  directory: ShopDirectory;
  stop(): Promise<void>;
}

export interface WatchOptions extends ShopDirectoryOptions {
  /** Told when the listening connection breaks; it reconnects with a growing delay. */
  onError?: (error: Error) => void;
}

/**
 * Starts holding published shops in memory for this database. On PostgreSQL a dedicated connection LISTENs for
 * publishes from every instance; resolves once it listens (or its first try failed: it keeps trying). Memory is forgotten whenever that connection breaks
 * and again when it is back, so a publish made meanwhile is never missed.
 */
export async function watchShopChanges(
  handle: Pick<DatabaseHandle, 'db' | 'kind'>,
  options: WatchOptions = {},
): Promise<ShopWatch> {
  const directory = new ShopDirectory(options);
  directories.set(handle.db, directory);
  if (handle.kind === 'pglite') {
    directory.live = true;
    return {
      directory,
      stop: async () => {
        directories.delete(handle.db);
      },
    };
  }

  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  let stopped = false;
  let client: pg.Client | null = null;
  let retryDelayMs = 250;
  let retryTimer: NodeJS.Timeout | undefined;

  const broken = (from: pg.Client, error?: Error) => {
    if (client !== from) return;
    client = null;
    directory.live = false;
    directory.forget();
    from.end().catch(() => undefined);
    if (stopped) return;
    if (error) options.onError?.(error);
    retryTimer = setTimeout(() => void listen().catch(() => undefined), retryDelayMs);
    retryDelayMs = Math.min(retryDelayMs * 2, 10_000);
  };

  const listen = async () => {
    const next = new pg.Client({ ...pool.options, application_name: SHOP_WATCH_APPLICATION });
    client = next;
    next.on('error', (error) => broken(next, error));
    next.on('end', () => broken(next));
    next.on('notification', () => directory.forget());
    try {
      await next.connect();
      await next.query(`LISTEN ${SHOPS_CHANGED_CHANNEL}`);
    } catch (error) {
      broken(next, error as Error);
      throw error;
    }
    if (client !== next) return;
    retryDelayMs = 250;
    directory.forget();
    directory.live = true;
  };

  // Not listening yet (the database away at start): reads go through until the retry connects.
  await listen().catch(() => undefined);
  return {
    directory,
    stop: async () => {
      stopped = true;
      clearTimeout(retryTimer);
      directories.delete(handle.db);
      directory.live = false;
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
