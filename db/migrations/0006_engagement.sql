CREATE TYPE "public"."reward_claim_kind" AS ENUM('loyalty_milestone', 'mission', 'daily_gift', 'offer_chain_link', 'pass_reward');--> statement-breakpoint
CREATE TABLE "game_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"name" text NOT NULL,
	"game_account_id" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_acks" (
	"shop_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"acked_points" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_acks_shop_id_player_id_pk" PRIMARY KEY("shop_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "loyalty_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"delta" bigint NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_ledger_delta_not_zero" CHECK ("loyalty_ledger"."delta" <> 0)
);
--> statement-breakpoint
CREATE TABLE "offer_chain_progress" (
	"shop_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"chain_id" text NOT NULL,
	"cycle" text NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_chain_progress_shop_id_player_id_chain_id_cycle_pk" PRIMARY KEY("shop_id","player_id","chain_id","cycle"),
	CONSTRAINT "offer_chain_progress_completed" CHECK ("offer_chain_progress"."completed" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reward_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"kind" "reward_claim_kind" NOT NULL,
	"subject" text NOT NULL,
	"rewards" jsonb NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deliveries" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ALTER COLUMN "order_line_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "claim_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "offer_chain_link" jsonb;--> statement-breakpoint
ALTER TABLE "game_events" ADD CONSTRAINT "game_events_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_acks" ADD CONSTRAINT "loyalty_acks_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_acks" ADD CONSTRAINT "loyalty_acks_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD CONSTRAINT "loyalty_ledger_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD CONSTRAINT "loyalty_ledger_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_chain_progress" ADD CONSTRAINT "offer_chain_progress_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_chain_progress" ADD CONSTRAINT "offer_chain_progress_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_claims" ADD CONSTRAINT "reward_claims_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_claims" ADD CONSTRAINT "reward_claims_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_events_event_unique" ON "game_events" USING btree ("shop_id","event_id");--> statement-breakpoint
CREATE INDEX "game_events_account_idx" ON "game_events" USING btree ("shop_id","game_account_id","name","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_ledger_source_unique" ON "loyalty_ledger" USING btree ("shop_id","source","source_id");--> statement-breakpoint
CREATE INDEX "loyalty_ledger_player_idx" ON "loyalty_ledger" USING btree ("shop_id","player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_claims_subject_unique" ON "reward_claims" USING btree ("shop_id","player_id","kind","subject");--> statement-breakpoint
CREATE INDEX "reward_claims_player_idx" ON "reward_claims" USING btree ("shop_id","player_id","kind","created_at");--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_claim_id_reward_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."reward_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_claim_unique" ON "deliveries" USING btree ("claim_id");--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_one_source" CHECK (("deliveries"."order_line_id" is not null and "deliveries"."order_id" is not null and "deliveries"."claim_id" is null) or ("deliveries"."order_line_id" is null and "deliveries"."order_id" is null and "deliveries"."claim_id" is not null));