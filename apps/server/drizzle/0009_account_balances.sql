ALTER TABLE "accounts" ADD COLUMN "balance_source" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "balance_anchor_cents" bigint;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "balance_anchor_date" date;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "balance_as_of" date;