-- Checkout links (issue 16, docs/decisions/057-checkout-links.md): a link the game sends a player to pay for one order.
CREATE TABLE "checkout_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"game_account_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"currency" text NOT NULL,
	"subtotal" bigint NOT NULL,
	"total" bigint NOT NULL,
	"tax" bigint DEFAULT 0 NOT NULL,
	"lines" jsonb NOT NULL,
	"price_override" jsonb,
	"return_url" text NOT NULL,
	"return_mode" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_links_amounts" CHECK ("checkout_links"."subtotal" >= 0 and "checkout_links"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "checkout_link_orders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"link_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_links" ADD CONSTRAINT "checkout_links_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_links" ADD CONSTRAINT "checkout_links_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_link_orders" ADD CONSTRAINT "checkout_link_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_link_orders" ADD CONSTRAINT "checkout_link_orders_link_id_checkout_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."checkout_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_link_orders" ADD CONSTRAINT "checkout_link_orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_links_transaction_unique" ON "checkout_links" USING btree ("shop_id","transaction_id");--> statement-breakpoint
CREATE INDEX "checkout_link_orders_link_idx" ON "checkout_link_orders" USING btree ("link_id","created_at");--> statement-breakpoint
CREATE INDEX "checkout_links_player_idx" ON "checkout_links" USING btree ("shop_id","player_id","created_at");
