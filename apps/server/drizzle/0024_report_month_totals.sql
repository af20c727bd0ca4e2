CREATE TABLE "report_month_totals" (
	"user_id" text NOT NULL,
	"account_id" text NOT NULL,
	"month" date NOT NULL,
	"personal_primary" text,
	"personal_detailed" text,
	"sign" smallint NOT NULL,
	"pair_sensitive" boolean NOT NULL,
	"to_person" boolean NOT NULL,
	"business_use" text,
	"business_category" text,
	"business_source_user" boolean NOT NULL,
	"cents" bigint NOT NULL,
	"rows" integer NOT NULL,
	CONSTRAINT "report_month_totals_key_uq" UNIQUE NULLS NOT DISTINCT("account_id","month","personal_primary","personal_detailed","sign","pair_sensitive","to_person","business_use","business_category","business_source_user")
);
--> statement-breakpoint
ALTER TABLE "report_month_totals" ADD CONSTRAINT "report_month_totals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_month_totals" ADD CONSTRAINT "report_month_totals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_month_totals_user_month_idx" ON "report_month_totals" USING btree ("user_id","month");--> statement-breakpoint
CREATE INDEX "transactions_user_pairable_idx" ON "transactions" USING btree ("user_id","date") WHERE amount_cents <> 0 and personal_primary in ('TRANSFER_IN', 'TRANSFER_OUT', 'LOAN_PAYMENTS');--> statement-breakpoint
-- Report totals kept at write time (decision 029): statement-level triggers with transition tables keep
-- report_month_totals equal to the report lines summed per account and month, in the same transaction as
-- every write. A line is keyed by what the reports classify it by (report-flows.ts, business-books.ts).
--> statement-breakpoint
CREATE FUNCTION report_totals_transactions_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  insert into report_month_totals as r (user_id, account_id, month, personal_primary, personal_detailed, sign, pair_sensitive, to_person, business_use, business_category, business_source_user, cents, rows)
    select user_id, account_id, month, personal_primary, personal_detailed, sign, pair_sensitive, to_person, business_use, business_category, business_source_user, sum(cents), sum(n) from (select t.user_id, t.account_id, date_trunc('month', t.date::timestamp)::date as month,
        case when s.id is null then t.personal_primary else s.personal_primary end as personal_primary,
        case when s.id is null then t.personal_detailed else s.personal_detailed end as personal_detailed,
        sign(coalesce(s.amount_cents, t.amount_cents))::smallint as sign,
        (s.id is null and t.amount_cents <> 0
          and coalesce(t.personal_primary in ('TRANSFER_IN', 'TRANSFER_OUT', 'LOAN_PAYMENTS'), false)) as pair_sensitive,
        coalesce(starts_with(t.merchant_key, 'person:') and t.category_source is distinct from 'rule', false) as to_person,
        case when s.id is null then t.business_use else s.business_use end as business_use,
        case when s.id is null then t.business_category else s.business_category end as business_category,
        coalesce(case when s.id is null then t.business_source else 'user' end = 'user', false) as business_source_user,
        (1) * coalesce(s.amount_cents, t.amount_cents) as cents, (1)::int as n from new_rows as t left join transaction_splits as s on false) as d
    group by user_id, account_id, month, personal_primary, personal_detailed, sign, pair_sensitive, to_person, business_use, business_category, business_source_user
    having sum(n) <> 0 or sum(cents) <> 0
    on conflict on constraint report_month_totals_key_uq
    do update set cents = r.cents + excluded.cents, rows = r.rows + excluded.rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION report_totals_transactions_update() RETURNS trigger LANGUAGE plpgsql
SET enable_nestloop = off AS $$
BEGIN
  IF NOT EXISTS (select 1 from new_rows as n join old_rows as o on o.id = n.id where (n.user_id, n.account_id, n.date, n.amount_cents, n.personal_primary, n.personal_detailed, n.merchant_key,
          n.category_source, n.business_use, n.business_category, n.business_source)
        is distinct from (o.user_id, o.account_id, o.date, o.amount_cents, o.personal_primary, o.personal_detailed,
          o.merchant_key, o.category_source, o.business_use, o.business_category, o.business_source)) THEN
    RETURN NULL;
  END IF;
  insert into report_month_totals as r (user_id, account_id, month, personal_primary, personal_detailed, sign, pair_sensitive, to_person, business_use, business_category, business_source_user, cents, rows)
    select user_id, account_id, month, personal_primary, personal_detailed, sign, pair_sensitive, to_person, business_use, business_category, business_source_user, sum(cents), sum(n) from (with changed as (select n.id from new_rows as n join old_rows as o on o.id = n.id where (n.user_id, n.account_id, n.date, n.amount_cents, n.personal_primary, n.personal_detailed, n.merchant_key,
          n.category_source, n.business_use, n.business_category, n.business_source)
        is distinct from (o.user_id, o.account_id, o.date, o.amount_cents, o.personal_primary, o.personal_detailed,
          o.merchant_key, o.category_source, o.business_use, o.business_category, o.business_source))
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
        (1) * coalesce(s.amount_cents, t.amount_cents) as cents, (1)::int as n from new_rows as t left join transaction_splits as s on s.transaction_id = t.id and s.user_id = t.user_id
        where t.id in (select id from changed)
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
        (-1) * coalesce(s.amount_cents, t.amount_cents) as cents, (-1)::int as n from old_rows as t left join transaction_splits as s on s.transaction_id = t.id and s.user_id = t.user_id
        where t.id in (select id from changed)) as d
    group by user_id, account_id, month, personal_primary, personal_detailed, sign, pair_sensitive, to_person, business_use, business_category, business_source_user
    having sum(n) <> 0 or sum(cents) <> 0
    on conflict on constraint report_month_totals_key_uq
    do update set cents = r.cents + excluded.cents, rows = r.rows + excluded.rows;
  delete from report_month_totals where rows = 0 and cents = 0 and account_id in (select account_id from old_rows union select account_id from new_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION report_totals_transactions_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  delete from report_month_totals as r using (select distinct account_id, date_trunc('month', date::timestamp)::date as month from old_rows) as k
    where r.account_id = k.account_id and r.month = k.month;
  insert into report_month_totals (user_id, account_id, month, personal_primary, personal_detailed, sign, pair_sensitive, to_person, business_use, business_category, business_source_user, cents, rows)
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
      from (select distinct account_id, date_trunc('month', date::timestamp)::date as month from old_rows) as k
        join transactions as t on t.account_id = k.account_id and t.date >= k.month
          and t.date < (k.month + interval '1 month')::date
        left join transaction_splits as s on s.transaction_id = t.id and s.user_id = t.user_id) as d
    group by user_id, account_id, month, personal_primary, personal_detailed, sign, pair_sensitive, to_person, business_use, business_category, business_source_user;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION report_totals_splits_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  insert into report_month_totals as r (user_id, account_id, month, personal_primary, personal_detailed, sign, pair_sensitive, to_person, business_use, business_category, business_source_user, cents, rows)
    select user_id, account_id, month, personal_primary, personal_detailed, sign, pair_sensitive, to_person, business_use, business_category, business_source_user, sum(cents), sum(n) from (with affected as (select transaction_id from (select * from new_parts) as a union select transaction_id from (select * from transaction_splits where false) as b)
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
        (1) * coalesce(s.amount_cents, t.amount_cents) as cents, (1)::int as n from transactions as t left join transaction_splits as s on s.transaction_id = t.id and s.user_id = t.user_id
        where t.id in (select transaction_id from affected)
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
        (-1) * coalesce(s.amount_cents, t.amount_cents) as cents, (-1)::int as n from transactions as t left join (select p.* from transaction_splits as p
          where p.transaction_id in (select transaction_id from affected) and p.id not in (select id from (select * from new_parts) as a2)
        union all select * from (select * from transaction_splits where false) as b2) as s on s.transaction_id = t.id and s.user_id = t.user_id
        where t.id in (select transaction_id from affected)) as d
    group by user_id, account_id, month, personal_primary, personal_detailed, sign, pair_sensitive, to_person, business_use, business_category, business_source_user
    having sum(n) <> 0 or sum(cents) <> 0
    on conflict on constraint report_month_totals_key_uq
    do update set cents = r.cents + excluded.cents, rows = r.rows + excluded.rows;
  delete from report_month_totals where rows = 0 and cents = 0 and account_id in (select t.account_id from transactions as t where t.id in (select transaction_id from (select * from new_parts) as a3 union select transaction_id from (select * from transaction_splits where false) as b3));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION report_totals_splits_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  insert into report_month_totals as r (user_id, account_id, month, personal_primary, personal_detailed, sign, pair_sensitive, to_person, business_use, business_category, business_source_user, cents, rows)
    select user_id, account_id, month, personal_primary, personal_detailed, sign, pair_sensitive, to_person, business_use, business_category, business_source_user, sum(cents), sum(n) from (with affected as (select transaction_id from (select * from new_parts) as a union select transaction_id from (select * from old_parts) as b)
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
        (1) * coalesce(s.amount_cents, t.amount_cents) as cents, (1)::int as n from transactions as t left join transaction_splits as s on s.transaction_id = t.id and s.user_id = t.user_id
        where t.id in (select transaction_id from affected)
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
        (-1) * coalesce(s.amount_cents, t.amount_cents) as cents, (-1)::int as n from transactions as t left join (select p.* from transaction_splits as p
          where p.transaction_id in (select transaction_id from affected) and p.id not in (select id from (select * from new_parts) as a2)
        union all select * from (select * from old_parts) as b2) as s on s.transaction_id = t.id and s.user_id = t.user_id
        where t.id in (select transaction_id from affected)) as d
    group by user_id, account_id, month, personal_primary, personal_detailed, sign, pair_sensitive, to_person, business_use, business_category, business_source_user
    having sum(n) <> 0 or sum(cents) <> 0
    on conflict on constraint report_month_totals_key_uq
    do update set cents = r.cents + excluded.cents, rows = r.rows + excluded.rows;
  delete from report_month_totals where rows = 0 and cents = 0 and account_id in (select t.account_id from transactions as t where t.id in (select transaction_id from (select * from new_parts) as a3 union select transaction_id from (select * from old_parts) as b3));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION report_totals_splits_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  insert into report_month_totals as r (user_id, account_id, month, personal_primary, personal_detailed, sign, pair_sensitive, to_person, business_use, business_category, business_source_user, cents, rows)
    select user_id, account_id, month, personal_primary, personal_detailed, sign, pair_sensitive, to_person, business_use, business_category, business_source_user, sum(cents), sum(n) from (with affected as (select transaction_id from (select * from transaction_splits where false) as a union select transaction_id from (select * from old_parts) as b)
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
        (1) * coalesce(s.amount_cents, t.amount_cents) as cents, (1)::int as n from transactions as t left join transaction_splits as s on s.transaction_id = t.id and s.user_id = t.user_id
        where t.id in (select transaction_id from affected)
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
        (-1) * coalesce(s.amount_cents, t.amount_cents) as cents, (-1)::int as n from transactions as t left join (select p.* from transaction_splits as p
          where p.transaction_id in (select transaction_id from affected) and p.id not in (select id from (select * from transaction_splits where false) as a2)
        union all select * from (select * from old_parts) as b2) as s on s.transaction_id = t.id and s.user_id = t.user_id
        where t.id in (select transaction_id from affected)) as d
    group by user_id, account_id, month, personal_primary, personal_detailed, sign, pair_sensitive, to_person, business_use, business_category, business_source_user
    having sum(n) <> 0 or sum(cents) <> 0
    on conflict on constraint report_month_totals_key_uq
    do update set cents = r.cents + excluded.cents, rows = r.rows + excluded.rows;
  delete from report_month_totals where rows = 0 and cents = 0 and account_id in (select t.account_id from transactions as t where t.id in (select transaction_id from (select * from transaction_splits where false) as a3 union select transaction_id from (select * from old_parts) as b3));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Sums every total of one user (or of every user, given null) again from the rows: the rebuild command, the
-- drift check and this migration call it.
CREATE FUNCTION report_totals_rebuild(p_user_id text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  delete from report_month_totals where p_user_id is null or user_id = p_user_id;
  insert into report_month_totals (user_id, account_id, month, personal_primary, personal_detailed, sign, pair_sensitive, to_person, business_use, business_category, business_source_user, cents, rows)
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
      from transactions as t
        left join transaction_splits as s on s.transaction_id = t.id and s.user_id = t.user_id
      where p_user_id is null or t.user_id = p_user_id) as d
    group by user_id, account_id, month, personal_primary, personal_detailed, sign, pair_sensitive, to_person, business_use, business_category, business_source_user;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_totals_transactions_insert AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_totals_transactions_insert();
--> statement-breakpoint
ALTER TABLE transactions ENABLE ALWAYS TRIGGER report_totals_transactions_insert;
--> statement-breakpoint
CREATE TRIGGER report_totals_transactions_update AFTER UPDATE ON transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_totals_transactions_update();
--> statement-breakpoint
ALTER TABLE transactions ENABLE ALWAYS TRIGGER report_totals_transactions_update;
--> statement-breakpoint
CREATE TRIGGER report_totals_transactions_delete AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_totals_transactions_delete();
--> statement-breakpoint
ALTER TABLE transactions ENABLE ALWAYS TRIGGER report_totals_transactions_delete;
--> statement-breakpoint
CREATE TRIGGER report_totals_splits_insert AFTER INSERT ON transaction_splits
  REFERENCING NEW TABLE AS new_parts FOR EACH STATEMENT EXECUTE FUNCTION report_totals_splits_insert();
--> statement-breakpoint
ALTER TABLE transaction_splits ENABLE ALWAYS TRIGGER report_totals_splits_insert;
--> statement-breakpoint
CREATE TRIGGER report_totals_splits_update AFTER UPDATE ON transaction_splits
  REFERENCING OLD TABLE AS old_parts NEW TABLE AS new_parts FOR EACH STATEMENT EXECUTE FUNCTION report_totals_splits_update();
--> statement-breakpoint
ALTER TABLE transaction_splits ENABLE ALWAYS TRIGGER report_totals_splits_update;
--> statement-breakpoint
CREATE TRIGGER report_totals_splits_delete AFTER DELETE ON transaction_splits
  REFERENCING OLD TABLE AS old_parts FOR EACH STATEMENT EXECUTE FUNCTION report_totals_splits_delete();
--> statement-breakpoint
ALTER TABLE transaction_splits ENABLE ALWAYS TRIGGER report_totals_splits_delete;
--> statement-breakpoint
SELECT report_totals_rebuild(null);
