CREATE TYPE "public"."studio_role" AS ENUM('owner', 'editor', 'viewer');--> statement-breakpoint
-- Hand-written (decision 036): ADD VALUE cannot be used in the migration's own transaction, so the type is replaced,
-- and the versions a publish superseded (called draft until now) become archived on the way.
DROP INDEX "shop_config_versions_one_published";--> statement-breakpoint
ALTER TABLE "shop_config_versions" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TYPE "public"."shop_config_status" RENAME TO "shop_config_status_before_studio";--> statement-breakpoint
CREATE TYPE "public"."shop_config_status" AS ENUM('draft', 'published', 'archived');--> statement-breakpoint
ALTER TABLE "shop_config_versions" ALTER COLUMN "status" TYPE "public"."shop_config_status" USING (CASE WHEN "status"::text = 'draft' THEN 'archived' ELSE "status"::text END)::"public"."shop_config_status";--> statement-breakpoint
ALTER TABLE "shop_config_versions" ALTER COLUMN "status" SET DEFAULT 'draft';--> statement-breakpoint
DROP TYPE "public"."shop_config_status_before_studio";--> statement-breakpoint
CREATE UNIQUE INDEX "shop_config_versions_one_published" ON "shop_config_versions" USING btree ("shop_id") WHERE "shop_config_versions"."status" = 'published';--> statement-breakpoint
CREATE TABLE "publisher_login_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publisher_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"publisher_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "publishers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	CONSTRAINT "publishers_email_lowercase" CHECK ("publishers"."email" = lower("publishers"."email"))
);
--> statement-breakpoint
CREATE TABLE "shop_config_changes" (
	"shop_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"action" text NOT NULL,
	"changed_by" text NOT NULL,
	"changed_fields" jsonb NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_config_changes_shop_id_revision_pk" PRIMARY KEY("shop_id","revision")
);
--> statement-breakpoint
CREATE TABLE "shop_memberships" (
	"shop_id" uuid NOT NULL,
	"publisher_id" uuid NOT NULL,
	"role" "studio_role" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_memberships_shop_id_publisher_id_pk" PRIMARY KEY("shop_id","publisher_id")
);
--> statement-breakpoint
CREATE TABLE "studio_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"actor_publisher_id" uuid,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"details" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_config_versions" ADD COLUMN "author_publisher_id" uuid;--> statement-breakpoint
ALTER TABLE "shop_config_versions" ADD COLUMN "base_version_id" uuid;--> statement-breakpoint
ALTER TABLE "shop_config_versions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_config_versions" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "shop_config_versions" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_config_versions" ADD COLUMN "published_by" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "published_version_id" uuid;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "config_revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "publisher_sessions" ADD CONSTRAINT "publisher_sessions_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_config_changes" ADD CONSTRAINT "shop_config_changes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_memberships" ADD CONSTRAINT "shop_memberships_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_memberships" ADD CONSTRAINT "shop_memberships_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_audit_log" ADD CONSTRAINT "studio_audit_log_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_audit_log" ADD CONSTRAINT "studio_audit_log_actor_publisher_id_publishers_id_fk" FOREIGN KEY ("actor_publisher_id") REFERENCES "public"."publishers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publisher_login_codes_email_idx" ON "publisher_login_codes" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "publisher_sessions_token_hash_unique" ON "publisher_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "publisher_sessions_publisher_idx" ON "publisher_sessions" USING btree ("publisher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "publishers_email_unique" ON "publishers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "shop_memberships_publisher_idx" ON "shop_memberships" USING btree ("publisher_id");--> statement-breakpoint
CREATE INDEX "studio_audit_log_shop_idx" ON "studio_audit_log" USING btree ("shop_id","at");--> statement-breakpoint
ALTER TABLE "shop_config_versions" ADD CONSTRAINT "shop_config_versions_author_publisher_id_publishers_id_fk" FOREIGN KEY ("author_publisher_id") REFERENCES "public"."publishers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_config_versions" ADD CONSTRAINT "shop_config_versions_base_version_id_shop_config_versions_id_fk" FOREIGN KEY ("base_version_id") REFERENCES "public"."shop_config_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_published_version_id_shop_config_versions_id_fk" FOREIGN KEY ("published_version_id") REFERENCES "public"."shop_config_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_config_versions_one_draft" ON "shop_config_versions" USING btree ("shop_id") WHERE "shop_config_versions"."status" = 'draft';--> statement-breakpoint
-- Existing versions: published and archived ones were published when they were created, by their author.
UPDATE "shop_config_versions" SET "published_at" = "created_at", "published_by" = "created_by", "updated_at" = "created_at", "updated_by" = "created_by";--> statement-breakpoint
UPDATE "shops" SET "published_version_id" = "v"."id" FROM "shop_config_versions" "v" WHERE "v"."shop_id" = "shops"."id" AND "v"."status" = 'published';
