CREATE TABLE "account_debt_terms" (
	"account_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"provider_kind" text,
	"provider_apr_thousandths" integer,
	"provider_minimum_cents" bigint,
	"next_payment_due_date" date,
	"last_statement_balance_cents" bigint,
	"last_statement_date" date,
	"last_payment_cents" bigint,
	"last_payment_date" date,
	"ytd_interest_cents" bigint,
	"is_overdue" boolean,
	"provider_fetched_at" timestamp with time zone,
	"user_apr_thousandths" integer,
	"user_minimum_cents" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_debt_terms" ADD CONSTRAINT "account_debt_terms_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_debt_terms" ADD CONSTRAINT "account_debt_terms_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_debt_terms_user_idx" ON "account_debt_terms" USING btree ("user_id");