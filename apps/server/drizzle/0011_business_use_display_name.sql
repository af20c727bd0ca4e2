ALTER TABLE "transactions" ADD COLUMN "business_use" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "business_category" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "business_source" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "merchant_display_name" text;