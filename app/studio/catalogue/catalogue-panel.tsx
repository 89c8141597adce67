import { CouponsTab } from './coupons-tab';
import { CurrenciesTab } from './currencies-tab';
import { ItemsTab } from './items-tab';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/ui/tabs';

/**
 * The editor's Catalogue panel (docs/decisions/041): items, coupons and currencies of the shop config, edited in the
 * draft like any other field (undo, autosave); the canvas reloads the saved draft, so cards show new prices.
 */
export function CataloguePanel({ shop }: { shop: string }) {
  return (
    <Tabs defaultValue="items">
      <TabsList aria-label="Catalogue">
        <TabsTrigger value="items">Items</TabsTrigger>
        <TabsTrigger value="coupons">Coupons</TabsTrigger>
        <TabsTrigger value="currencies">Currencies</TabsTrigger>
      </TabsList>
      <TabsContent value="items">
        <ItemsTab shop={shop} />
      </TabsContent>
      <TabsContent value="coupons">
        <CouponsTab />
      </TabsContent>
      <TabsContent value="currencies">
        <CurrenciesTab />
      </TabsContent>
    </Tabs>
  );
}
