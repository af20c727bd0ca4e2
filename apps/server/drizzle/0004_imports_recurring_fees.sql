CREATE TABLE "import_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"account_id" text NOT NULL,
	"file_name" text,
	"format" text NOT NULL,
	"imported" integer NOT NULL,
	"duplicates" integer NOT NULL,
	"rejected" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "detected_fees" (
	"transaction_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"account_id" text NOT NULL,
	"kind" text NOT NULL,
	"refund" boolean DEFAULT false NOT NULL,
	"amount_cents" bigint NOT NULL,
	"date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recurring_decisions" (
	"user_id" text NOT NULL,
	"stream_key" text NOT NULL,
	"status" text NOT NULL,
	"transaction_ids" text[] NOT NULL,
	"last_charge_date" date,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_decisions_user_id_stream_key_pk" PRIMARY KEY("user_id","stream_key")
);
--> statement-breakpoint
CREATE TABLE "recurring_streams" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"account_id" text NOT NULL,
	"stream_key" text NOT NULL,
	"source" text NOT NULL,
	"name" text NOT NULL,
	"merchant" text NOT NULL,
	"direction" text NOT NULL,
	"cadence" text NOT NULL,
	"kind" text NOT NULL,
	"active" boolean NOT NULL,
	"amount_cents" bigint NOT NULL,
	"typical_amount_cents" bigint NOT NULL,
	"first_date" date NOT NULL,
	"last_date" date NOT NULL,
	"next_date" date NOT NULL,
	"transaction_ids" text[] NOT NULL,
	"price_changes" jsonb NOT NULL,
	"variable_amount" boolean DEFAULT false NOT NULL,
	"confidence" real NOT NULL,
	"why" text NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "import_batch_id" uuid;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "import_id" text;--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detected_fees" ADD CONSTRAINT "detected_fees_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detected_fees" ADD CONSTRAINT "detected_fees_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detected_fees" ADD CONSTRAINT "detected_fees_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_decisions" ADD CONSTRAINT "recurring_decisions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_streams" ADD CONSTRAINT "recurring_streams_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_streams" ADD CONSTRAINT "recurring_streams_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_batches_user_created_idx" ON "import_batches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "detected_fees_user_date_idx" ON "detected_fees" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "recurring_streams_user_idx" ON "recurring_streams" USING btree ("user_id","next_date");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_import_batch_id_import_batches_id_fk" FOREIGN KEY ("import_batch_id") REFERENCES "public"."import_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_import_batch_idx" ON "transactions" USING btree ("import_batch_id");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_account_import_id_uq" UNIQUE("account_id","import_id");