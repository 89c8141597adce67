ALTER TABLE "payments" ADD COLUMN "provider_called_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "payment_id" text;--> statement-breakpoint
UPDATE "sandbox_payments" SET "payment_id" = "metadata" ->> 'paymentId';--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD CONSTRAINT "sandbox_payments_payment_id_unique" UNIQUE("payment_id");
