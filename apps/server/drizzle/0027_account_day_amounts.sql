CREATE TABLE "account_day_amounts" (
	"user_id" text NOT NULL,
	"account_id" text NOT NULL,
	"day" date NOT NULL,
	"cents" bigint NOT NULL,
	"rows" integer NOT NULL,
	CONSTRAINT "account_day_amounts_pk" PRIMARY KEY("account_id","day")
);
--> statement-breakpoint
ALTER TABLE "account_day_amounts" ADD CONSTRAINT "account_day_amounts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_day_amounts" ADD CONSTRAINT "account_day_amounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_day_amounts_user_day_idx" ON "account_day_amounts" USING btree ("user_id","day");--> statement-breakpoint
-- Each account's amounts per day (decision 032), kept like report_month_totals by statement-level triggers
-- on transactions: the net-worth history walks them instead of grouping the rows. Parts of a split row
-- always add up to the row, so only the rows count.
CREATE FUNCTION account_day_amounts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  insert into account_day_amounts as r (user_id, account_id, day, cents, rows)
    select user_id, account_id, date, sum(amount_cents), count(*)::int from new_rows group by 1, 2, 3
    on conflict (account_id, day) do update set cents = r.cents + excluded.cents, rows = r.rows + excluded.rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The old rows subtracted and the new added in one aggregate: a row whose account, day and amount did not
-- change cancels out in its group and writes nothing (a category edit costs one pass over the rows).
CREATE FUNCTION account_day_amounts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  insert into account_day_amounts as r (user_id, account_id, day, cents, rows)
    select user_id, account_id, day, sum(cents), sum(n)::int from (
      select user_id, account_id, date as day, amount_cents as cents, 1 as n from new_rows
      union all
      select user_id, account_id, date, -amount_cents, -1 from old_rows) as d
    group by 1, 2, 3
    having sum(n) <> 0 or sum(cents) <> 0
    on conflict (account_id, day) do update set cents = r.cents + excluded.cents, rows = r.rows + excluded.rows;
  IF FOUND THEN
    delete from account_day_amounts as r using (select account_id, date from old_rows) as k
      where r.account_id = k.account_id and r.day = k.date and r.rows = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION account_day_amounts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Rows going with their account (or user) leave nothing to subtract from: those went by cascade.
  insert into account_day_amounts as r (user_id, account_id, day, cents, rows)
    select t.user_id, t.account_id, t.date, -sum(t.amount_cents), -count(*)::int
    from old_rows as t join accounts as a on a.id = t.account_id
    group by 1, 2, 3
    on conflict (account_id, day) do update set cents = r.cents + excluded.cents, rows = r.rows + excluded.rows;
  delete from account_day_amounts as r using (select distinct account_id, date from old_rows) as k
    where r.account_id = k.account_id and r.day = k.date and r.rows = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER account_day_amounts_insert AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_day_amounts_insert();
--> statement-breakpoint
ALTER TABLE transactions ENABLE ALWAYS TRIGGER account_day_amounts_insert;
--> statement-breakpoint
CREATE TRIGGER account_day_amounts_update AFTER UPDATE ON transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_day_amounts_update();
--> statement-breakpoint
ALTER TABLE transactions ENABLE ALWAYS TRIGGER account_day_amounts_update;
--> statement-breakpoint
CREATE TRIGGER account_day_amounts_delete AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION account_day_amounts_delete();
--> statement-breakpoint
ALTER TABLE transactions ENABLE ALWAYS TRIGGER account_day_amounts_delete;
--> statement-breakpoint
-- An update of the rows' report lines: the old rows' lines subtracted and the new rows' added in one
-- aggregate, where the earlier version first joined the old rows with the new ones twice (to test whether
-- any keyed column changed, then to pick those rows) under enable_nestloop = off, which also turned the
-- lookup of each row's parts into a scan of every part. Rows whose keyed columns did not change cancel out
-- in their group and write nothing.
CREATE OR REPLACE FUNCTION report_totals_transactions_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  insert into report_month_totals as r (user_id, account_id, month, personal_primary, personal_detailed, sign, pair_sensitive, to_person, business_use, business_category, business_source_user, cents, rows)
    select user_id, account_id, month, personal_primary, personal_detailed, sign, pair_sensitive, to_person, business_use, business_category, business_source_user, sum(cents), sum(n) from (
      select t.user_id, t.account_id, date_trunc('month', t.date::timestamp)::date as month,
        case when s.id is null then t.personal_primary else s.personal_primary end as personal_primary,
        case when s.id is null then t.personal_detailed else s.personal_detailed end as personal_detailed,
        sign(coalesce(s.amount_cents, t.amount_cents))::smallint as sign,
        (s.id is null and t.amount_cents <> 0
          and coalesce(t.personal_primary in ('TRANSFER_IN', 'TRANSFER_OUT', 'LOAN_PAYMENTS'), false)) as pair_sensitive,
        coalesce(starts_with(t.merchant_key, 'person:') and t.category_source is distinct from 'rule', false) as to_person,
        case when s.id is null then t.business_use else s.business_use end as business_use,
        case when s.id is null then t.business_category else s.business_category end as business_category,
        coalesce(case when s.id is null then t.business_source else 'user' end = 'user', false) as business_source_user,
        (1) * coalesce(s.amount_cents, t.amount_cents) as cents, (1)::int as n
      from new_rows as t left join transaction_splits as s on s.transaction_id = t.id and s.user_id = t.user_id
      union all
      select t.user_id, t.account_id, date_trunc('month', t.date::timestamp)::date as month,
        case when s.id is null then t.personal_primary else s.personal_primary end as personal_primary,
        case when s.id is null then t.personal_detailed else s.personal_detailed end as personal_detailed,
        sign(coalesce(s.amount_cents, t.amount_cents))::smallint as sign,
        (s.id is null and t.amount_cents <> 0
          and coalesce(t.personal_primary in ('TRANSFER_IN', 'TRANSFER_OUT', 'LOAN_PAYMENTS'), false)) as pair_sensitive,
        coalesce(starts_with(t.merchant_key, 'person:') and t.category_source is distinct from 'rule', false) as to_person,
        case when s.id is null then t.business_use else s.business_use end as business_use,
        case when s.id is null then t.business_category else s.business_category end as business_category,
        coalesce(case when s.id is null then t.business_source else 'user' end = 'user', false) as business_source_user,
        (-1) * coalesce(s.amount_cents, t.amount_cents) as cents, (-1)::int as n
      from old_rows as t left join transaction_splits as s on s.transaction_id = t.id and s.user_id = t.user_id) as d
    group by user_id, account_id, month, personal_primary, personal_detailed, sign, pair_sensitive, to_person, business_use, business_category, business_source_user
    having sum(n) <> 0 or sum(cents) <> 0
    on conflict on constraint report_month_totals_key_uq
    do update set cents = r.cents + excluded.cents, rows = r.rows + excluded.rows;
  IF FOUND THEN
    delete from report_month_totals as r
      using (select distinct account_id, date_trunc('month', date::timestamp)::date as month from old_rows) as k
      where r.account_id = k.account_id and r.month = k.month and r.rows = 0 and r.cents = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Sums one user's (or, given null, every user's) day amounts again from the rows.
CREATE FUNCTION account_day_amounts_rebuild(p_user_id text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  delete from account_day_amounts where p_user_id is null or user_id = p_user_id;
  insert into account_day_amounts (user_id, account_id, day, cents, rows)
    select user_id, account_id, date, sum(amount_cents), count(*)::int from transactions
    where p_user_id is null or user_id = p_user_id
    group by 1, 2, 3;
END $$;
--> statement-breakpoint
SELECT account_day_amounts_rebuild(null);
