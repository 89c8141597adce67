-- Filled by hand this session (see docs/decisions); the snapshot is regenerated when all four are final.
-- Launcher releases (issue 16, docs/decisions/058-launcher-releases.md).
CREATE TYPE "public"."installer_platform" AS ENUM('WINDOWS', 'MAC');--> statement-breakpoint
CREATE TABLE "launcher_releases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"platform" "installer_platform" NOT NULL,
	"channel" text NOT NULL,
	"version" text NOT NULL,
	"download_url" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"release_notes" text DEFAULT '' NOT NULL,
	"released_at" timestamp with time zone NOT NULL,
	"minimum_os" text NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "launcher_releases_size_positive" CHECK ("launcher_releases"."size_bytes" > 0),
	CONSTRAINT "launcher_releases_sha256_format" CHECK ("launcher_releases"."sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "launcher_channels" (
	"shop_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"access_code_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "launcher_channels_shop_id_channel_pk" PRIMARY KEY("shop_id","channel")
);
--> statement-breakpoint
ALTER TABLE "launcher_releases" ADD CONSTRAINT "launcher_releases_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launcher_channels" ADD CONSTRAINT "launcher_channels_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "launcher_releases_version_unique" ON "launcher_releases" USING btree ("shop_id","platform","channel","version");--> statement-breakpoint
CREATE INDEX "launcher_releases_latest_idx" ON "launcher_releases" USING btree ("shop_id","platform","channel","released_at");
