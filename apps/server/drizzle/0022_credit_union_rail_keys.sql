-- Issue 36: credit unions print a row's direction, then its rail ("Withdrawal POS #602911 <MERCHANT>",
-- "Withdrawal ACH <COMPANY> TYPE: <ENTRY> ID: <ID>", "Deposit ACH ...", "ACH WITHDRAWAL ..."). The categoriser
-- now reads the merchant after both (packages/domain/src/categories/categoriser/normalise.ts) and no longer
-- takes such a row for cash or a cheque paid in. Rows stored under the old keys ("withdrawal pos", one key for
-- every card purchase) lose their key here; the re-categorising job (categories/recategorise-job.ts) runs at
-- start for every user holding a row without one, keys it again and gives it its category (a user's or a
-- rule's own category is kept).
UPDATE "transactions" SET "merchant_key" = NULL
WHERE "merchant_key" IS NOT NULL
  AND (upper("description") ~ '^ *(WITHDRAWAL|DEPOSIT) +(POS|ACH|DEBIT CARD)( |#|$)'
    OR upper("description") ~ '^ *ACH +(WITHDRAWAL|DEPOSIT) '
    OR (upper("description") LIKE '% TYPE:%' AND upper("description") LIKE '% ID:%'));
