CREATE TABLE "report_change_counts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"folded" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_changes" (
	"user_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_change_counts" ADD CONSTRAINT "report_change_counts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_changes" ADD CONSTRAINT "report_changes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_changes_user_idx" ON "report_changes" USING btree ("user_id");--> statement-breakpoint
-- A version of what the reports read (decision 033): each statement that writes a user's transactions, split
-- parts or accounts notes one change for that user, in the writing transaction, so it only counts once the
-- write commits. On PostgreSQL the note is a row of report_changes (several servers share the database);
-- the embedded database's one process turns on tourniquet.report_change_feed and hears each note as a
-- notification, delivered at commit, and counts them in memory (db/report-change-feed.ts).
CREATE FUNCTION note_report_change(changed text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('tourniquet.report_change_feed', true) = 'on' THEN
    PERFORM pg_notify('report_changes', changed);
  ELSE
    insert into report_changes (user_id) values (changed);
  END IF;
END $$;
--> statement-breakpoint
-- Rows going with their user (a cascade) note nothing: the user row is already gone.
CREATE FUNCTION report_changes_new_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_report_change(n.user_id) from (select distinct user_id from new_rows) as n
    where exists (select 1 from "user" as u where u.id = n.user_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION report_changes_old_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_report_change(o.user_id) from (select distinct user_id from old_rows) as o
    where exists (select 1 from "user" as u where u.id = o.user_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_changes_insert AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_changes_new_rows();
--> statement-breakpoint
ALTER TABLE transactions ENABLE ALWAYS TRIGGER report_changes_insert;
--> statement-breakpoint
CREATE TRIGGER report_changes_update AFTER UPDATE ON transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_changes_new_rows();
--> statement-breakpoint
ALTER TABLE transactions ENABLE ALWAYS TRIGGER report_changes_update;
--> statement-breakpoint
CREATE TRIGGER report_changes_delete AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_changes_old_rows();
--> statement-breakpoint
ALTER TABLE transactions ENABLE ALWAYS TRIGGER report_changes_delete;
--> statement-breakpoint
CREATE TRIGGER report_changes_insert AFTER INSERT ON transaction_splits
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_changes_new_rows();
--> statement-breakpoint
ALTER TABLE transaction_splits ENABLE ALWAYS TRIGGER report_changes_insert;
--> statement-breakpoint
CREATE TRIGGER report_changes_update AFTER UPDATE ON transaction_splits
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_changes_new_rows();
--> statement-breakpoint
ALTER TABLE transaction_splits ENABLE ALWAYS TRIGGER report_changes_update;
--> statement-breakpoint
CREATE TRIGGER report_changes_delete AFTER DELETE ON transaction_splits
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_changes_old_rows();
--> statement-breakpoint
ALTER TABLE transaction_splits ENABLE ALWAYS TRIGGER report_changes_delete;
--> statement-breakpoint
CREATE TRIGGER report_changes_insert AFTER INSERT ON accounts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_changes_new_rows();
--> statement-breakpoint
ALTER TABLE accounts ENABLE ALWAYS TRIGGER report_changes_insert;
--> statement-breakpoint
CREATE TRIGGER report_changes_update AFTER UPDATE ON accounts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_changes_new_rows();
--> statement-breakpoint
ALTER TABLE accounts ENABLE ALWAYS TRIGGER report_changes_update;
--> statement-breakpoint
CREATE TRIGGER report_changes_delete AFTER DELETE ON accounts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_changes_old_rows();
--> statement-breakpoint
ALTER TABLE accounts ENABLE ALWAYS TRIGGER report_changes_delete;
