CREATE TABLE "adopted_debt_plans" (
	"user_id" text PRIMARY KEY NOT NULL,
	"strategy" text NOT NULL,
	"extra_monthly_cents" bigint NOT NULL,
	"adopted_on" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "adopted_debt_plans" ADD CONSTRAINT "adopted_debt_plans_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;