CREATE TYPE "public"."shop_config_status" AS ENUM('draft', 'published');--> statement-breakpoint
CREATE TABLE "shop_config_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"status" "shop_config_status" DEFAULT 'draft' NOT NULL,
	"config" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_config_versions_version_positive" CHECK ("shop_config_versions"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_domains_lowercase" CHECK ("shop_domains"."domain" = lower("shop_domains"."domain"))
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"handle" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shops_handle_format" CHECK ("shops"."handle" ~ '^[a-z][a-z0-9-]{0,39}$')
);
--> statement-breakpoint
ALTER TABLE "shop_config_versions" ADD CONSTRAINT "shop_config_versions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_domains" ADD CONSTRAINT "shop_domains_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_config_versions_shop_version_unique" ON "shop_config_versions" USING btree ("shop_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_config_versions_one_published" ON "shop_config_versions" USING btree ("shop_id") WHERE "shop_config_versions"."status" = 'published';--> statement-breakpoint
CREATE INDEX "shop_domains_shop_idx" ON "shop_domains" USING btree ("shop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shops_handle_unique" ON "shops" USING btree ("handle");