ALTER TABLE "import_batches" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "import_batches" SET "completed_at" = "created_at";
