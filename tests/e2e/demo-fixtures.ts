import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface DemoShopFixture {
  handle: string;
  name: string;
  domains: string[];
  config: {
    name: string;
    theme: Record<string, unknown> & { primaryColor: string; baseBackgroundColor: string };
    footer: { style: string };
    menu: Array<{
      id: string;
      label: string;
      target: string;
      url?: string;
      children?: Array<{ label: string; target: string }>;
    }>;
  };
}

/** The demo shops as the fixtures define them: what the seeded server must serve. */
export const demoShops: DemoShopFixture[] = readdirSync(path.resolve('fixtures/shops'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(readFileSync(path.resolve('fixtures/shops', file), 'utf8')) as DemoShopFixture);
