-- Decision 0140: a bid's payment terms are stored as sent, a number of days; the 7-business-day default was 0.
UPDATE "bid_groups" SET "payment_terms" = array_replace("payment_terms", 0, 7) WHERE 0 = ANY("payment_terms");
