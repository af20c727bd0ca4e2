ALTER TABLE "transaction_splits" DROP CONSTRAINT "transaction_splits_transaction_id_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "transaction_splits" ADD CONSTRAINT "transaction_splits_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
-- Deleting rows subtracts their lines instead of summing again every month they touched (decision 029):
-- the parts of a split row stay until the row's delete trigger has read them, then it deletes them; the
-- foreign key is checked at commit, when they are gone.
CREATE OR REPLACE FUNCTION report_totals_transactions_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each deleted row's lines subtracted: the row itself, or its parts (still there: no cascade).
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
        (-1) * coalesce(s.amount_cents, t.amount_cents) as cents, (-1)::int as n
      from old_rows as t
        -- Rows going with their account (or user) leave no totals to subtract from: those went by cascade.
        join accounts as a on a.id = t.account_id
        left join transaction_splits as s on s.transaction_id = t.id and s.user_id = t.user_id) as d
    group by user_id, account_id, month, personal_primary, personal_detailed, sign, pair_sensitive, to_person, business_use, business_category, business_source_user
    having sum(n) <> 0 or sum(cents) <> 0
    on conflict on constraint report_month_totals_key_uq
    do update set cents = r.cents + excluded.cents, rows = r.rows + excluded.rows;
  delete from transaction_splits where transaction_id in (select id from old_rows);
  delete from report_month_totals as r using (select distinct account_id, date_trunc('month', date::timestamp)::date as month from old_rows) as k
    where r.account_id = k.account_id and r.month = k.month and r.rows = 0 and r.cents = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_totals_splits_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A row's delete trigger removes its parts after subtracting them: nothing is left to do for those.
  IF NOT EXISTS (select 1 from old_parts as p join transactions as t on t.id = p.transaction_id) THEN
    RETURN NULL;
  END IF;
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
