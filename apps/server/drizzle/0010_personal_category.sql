ALTER TABLE "transactions" ADD COLUMN "personal_primary" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "personal_detailed" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "category_source" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "category_reason" text;--> statement-breakpoint
-- Until the re-categorising job has run (categories/recategorise-job.ts), linked rows report under the
-- provider's own category; category_source stays null so the job still categorises every row.
UPDATE "transactions" SET "personal_primary" = "pfc_primary",
  "personal_detailed" = CASE WHEN "pfc_detailed" = 'INCOME_SALARY' THEN 'INCOME_WAGES' ELSE "pfc_detailed" END
  WHERE "pfc_primary" IS NOT NULL AND "pfc_detailed" IS NOT NULL;
