-- Issue 36: a payment to a person (Zelle, Venmo, Cash App, Apple Cash, PayPal to a name, bill pay to a
-- person, a cheque) is keyed by the person, not by the rail (packages/domain/src/categories/categoriser/
-- person-payments.ts), and its key is how the reports find "Paid to people". Rows stored under the old
-- rail keys ("zelle payment to") lose their key here; the re-categorising job (categories/
-- recategorise-job.ts) runs at start for every user holding a row without one, keys it again and gives it
-- the category the person's payments now get (a user's or a rule's own category is kept).
UPDATE "transactions" SET "merchant_key" = NULL
WHERE "merchant_key" IS NOT NULL
  AND (upper("description") ~ '(ZELLE|VENMO|CASH ?APP|SQUARE CASH|SQ \*? ?CASH|APPLE CASH|PAYPAL|BILL ?PAY|ONLINE PAYMENT)'
    OR upper("description") ~ '^ *(CHECK|CHK|CHEQUE|DRAFT|SHARE DRAFT)([^A-Z]|$)');
