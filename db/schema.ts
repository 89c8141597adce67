import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ShopConfig } from '../schemas/shop-config';

// One schema for PGlite and PostgreSQL. Every shop-owned table carries shop_id and every read is scoped by it.

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const shops = pgTable(
  'shops',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    handle: text('handle').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('shops_handle_unique').on(table.handle),
    check('shops_handle_format', sql`${table.handle} ~ '^[a-z][a-z0-9-]{0,39}$'`),
  ],
);

export const shopDomains = pgTable(
  'shop_domains',
  {
    domain: text('domain').primaryKey(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('shop_domains_shop_idx').on(table.shopId), check('shop_domains_lowercase', sql`${table.domain} = lower(${table.domain})`)],
);

export const configStatus = pgEnum('shop_config_status', ['draft', 'published']);

export const shopConfigVersions = pgTable(
  'shop_config_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    status: configStatus('status').notNull().default('draft'),
    /** Validated by schemas/shop-config.ts before every write and again on every read. */
    config: jsonb('config').$type<ShopConfig>().notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('shop_config_versions_shop_version_unique').on(table.shopId, table.version),
    // Exactly one published version per shop at a time, enforced by the database.
    uniqueIndex('shop_config_versions_one_published').on(table.shopId).where(sql`${table.status} = 'published'`),
    check('shop_config_versions_version_positive', sql`${table.version} > 0`),
  ],
);

export const schema = { shops, shopDomains, shopConfigVersions, configStatus };
