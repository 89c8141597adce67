-- Saved payment methods and refunds (issue 15, docs/decisions/056-saved-methods-and-refunds.md). Written by hand;
-- the snapshot is regenerated when all four slots are final.
CREATE TABLE "payment_customers" (
	"shop_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"customer_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_customers_shop_id_player_id_provider_pk" PRIMARY KEY("shop_id","player_id","provider")
);
--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "sandbox_stored_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_ref" text NOT NULL,
	"method" text NOT NULL,
	"scenario" text NOT NULL,
	"wallet_type" text,
	"brand" text,
	"last4" text,
	"expiry_month" integer,
	"expiry_year" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_stored_methods_card_unique" ON "sandbox_stored_methods" USING btree ("customer_ref","method","scenario");--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_ref" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_amount_positive" CHECK ("sandbox_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE INDEX "sandbox_refunds_payment_idx" ON "sandbox_refunds" USING btree ("payment_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_refunds_idempotency_unique" ON "sandbox_refunds" USING btree ("payment_ref","idempotency_key");--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "save_method" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_amount" CHECK ("orders"."refunded_amount" >= 0 and "orders"."refunded_amount" <= "orders"."total");--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"order_line_id" uuid,
	"provider" text NOT NULL,
	"refund_ref" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"source" text NOT NULL,
	"unrecovered" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_amount_not_negative" CHECK ("order_refunds"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_ref_unique" ON "order_refunds" USING btree ("provider","refund_ref");--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "kind" text DEFAULT 'grant' NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_kind" CHECK ("deliveries"."kind" in ('grant', 'revoke'));--> statement-breakpoint
DROP INDEX "deliveries_order_line_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_order_line_unique" ON "deliveries" USING btree ("order_line_id","kind");
