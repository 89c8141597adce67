CREATE TABLE "scheduled_publishes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"config" jsonb NOT NULL,
	"draft_version_id" uuid,
	"publish_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by" text NOT NULL,
	"created_by_publisher_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"settled_by" text,
	"outcome" text,
	"published_version_id" uuid,
	CONSTRAINT "scheduled_publishes_status_known" CHECK ("scheduled_publishes"."status" in ('pending', 'published', 'canceled', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "shop_preview_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"config" jsonb NOT NULL,
	"version_number" integer NOT NULL,
	"label" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" text
);
--> statement-breakpoint
ALTER TABLE "scheduled_publishes" ADD CONSTRAINT "scheduled_publishes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_publishes" ADD CONSTRAINT "scheduled_publishes_draft_version_id_shop_config_versions_id_fk" FOREIGN KEY ("draft_version_id") REFERENCES "public"."shop_config_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_publishes" ADD CONSTRAINT "scheduled_publishes_created_by_publisher_id_publishers_id_fk" FOREIGN KEY ("created_by_publisher_id") REFERENCES "public"."publishers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_publishes" ADD CONSTRAINT "scheduled_publishes_published_version_id_shop_config_versions_id_fk" FOREIGN KEY ("published_version_id") REFERENCES "public"."shop_config_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_preview_links" ADD CONSTRAINT "shop_preview_links_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_preview_links" ADD CONSTRAINT "shop_preview_links_version_id_shop_config_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."shop_config_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scheduled_publishes_due_idx" ON "scheduled_publishes" USING btree ("publish_at") WHERE "scheduled_publishes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "scheduled_publishes_shop_idx" ON "scheduled_publishes" USING btree ("shop_id","publish_at");--> statement-breakpoint
CREATE INDEX "shop_preview_links_shop_idx" ON "shop_preview_links" USING btree ("shop_id","created_at");