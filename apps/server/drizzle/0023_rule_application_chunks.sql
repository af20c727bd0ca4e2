CREATE TABLE "rule_application_changes" (
	"application_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"chunk" integer NOT NULL,
	"changes" jsonb NOT NULL,
	CONSTRAINT "rule_application_changes_application_id_chunk_pk" PRIMARY KEY("application_id","chunk")
);
--> statement-breakpoint
ALTER TABLE "rule_application_changes" ADD CONSTRAINT "rule_application_changes_application_id_rule_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."rule_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_application_changes" ADD CONSTRAINT "rule_application_changes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each stored record becomes its application's one chunk, so an undo still possible stays possible.
INSERT INTO "rule_application_changes" ("application_id", "user_id", "chunk", "changes")
  SELECT "id", "user_id", 0, "changes" FROM "rule_applications";--> statement-breakpoint
ALTER TABLE "rule_applications" DROP COLUMN "changes";