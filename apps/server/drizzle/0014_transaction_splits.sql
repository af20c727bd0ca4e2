CREATE TABLE "transaction_splits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"transaction_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"personal_primary" text,
	"personal_detailed" text,
	"business_use" text,
	"business_category" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transaction_splits_transaction_position_uq" UNIQUE("transaction_id","position")
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "split_dropped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transaction_splits" ADD CONSTRAINT "transaction_splits_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_splits" ADD CONSTRAINT "transaction_splits_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transaction_splits_user_idx" ON "transaction_splits" USING btree ("user_id");