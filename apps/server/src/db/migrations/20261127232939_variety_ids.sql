-- Issue 24 item 13: orders and trades refer to a variety by its id, not by a name (settlement looked a
-- royalty up by code and found none for a name). Decision 0212.
ALTER TABLE "bid_groups" ADD COLUMN "variety_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "variety_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "variety_id" integer;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_variety_id_varieties_id_fk" FOREIGN KEY ("variety_id") REFERENCES "public"."varieties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A name an order recorded that no variety of the order's season and commodity has, by name or by code
-- (trimmed, in any case), becomes an inactive variety of that season and commodity with no royalty, so
-- the order keeps meaning exactly what it said (a bid's set never widens to "any"); staff find these in
-- the varieties list under the code UNMATCHED-<id> and can correct them.
INSERT INTO "varieties" ("season_id", "commodity_id", "code", "name", "royalty_manager_name", "recipient_name", "amount", "status")
SELECT "season_id", "commodity_id", 'unmatched:' || md5("season_id" || ':' || "commodity_id" || ':' || lower(min("name"))), min("name"),
  'Not recorded', 'Not recorded', 0, 'inactive'
FROM (
  SELECT "season_id", "commodity_id", btrim(unnest("varieties")) AS "name" FROM "bid_groups"
  UNION ALL
  SELECT "season_id", "commodity_id", btrim(unnest("varieties")) AS "name" FROM "offers"
) AS "recorded"
WHERE "name" <> '' AND NOT EXISTS (
  SELECT 1 FROM "varieties" "v"
  WHERE "v"."season_id" = "recorded"."season_id" AND "v"."commodity_id" = "recorded"."commodity_id"
    AND (lower(btrim("v"."name")) = lower("recorded"."name") OR lower(btrim("v"."code")) = lower("recorded"."name"))
)
GROUP BY "season_id", "commodity_id", lower("name");--> statement-breakpoint
UPDATE "varieties" SET "code" = 'UNMATCHED-' || "id" WHERE "code" LIKE 'unmatched:%';--> statement-breakpoint
-- Each recorded name becomes the id of its season and commodity's variety: a name before a code, an
-- active variety before an inactive one, the oldest first; in the order recorded, each variety once.
CREATE FUNCTION "pg_temp"."variety_ids_of"("names" text[], "season" integer, "commodity" integer) RETURNS integer[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg("id" ORDER BY "position"), '{}')
  FROM (
    SELECT "found"."id", min("n"."position") AS "position"
    FROM unnest("names") WITH ORDINALITY AS "n"("name", "position")
    CROSS JOIN LATERAL (
      SELECT "v"."id" FROM "varieties" "v"
      WHERE "v"."season_id" = "season" AND "v"."commodity_id" = "commodity"
        AND (lower(btrim("v"."name")) = lower(btrim("n"."name")) OR lower(btrim("v"."code")) = lower(btrim("n"."name")))
      ORDER BY lower(btrim("v"."name")) = lower(btrim("n"."name")) DESC, "v"."status" = 'active' DESC, "v"."id"
      LIMIT 1
    ) AS "found"
    GROUP BY "found"."id"
  ) AS "ids"
$$;--> statement-breakpoint
UPDATE "bid_groups" SET "variety_ids" = "pg_temp"."variety_ids_of"("varieties", "season_id", "commodity_id") WHERE cardinality("varieties") > 0;--> statement-breakpoint
UPDATE "offers" SET "variety_ids" = "pg_temp"."variety_ids_of"("varieties", "season_id", "commodity_id") WHERE cardinality("varieties") > 0;--> statement-breakpoint
-- A trade's variety is its offer's first (the one matching compared and settlement charged).
UPDATE "trades" SET "variety_id" = "offers"."variety_ids"[1] FROM "offers" WHERE "offers"."id" = "trades"."offer_id" AND cardinality("offers"."variety_ids") > 0;--> statement-breakpoint
DROP FUNCTION "pg_temp"."variety_ids_of"(text[], integer, integer);--> statement-breakpoint
ALTER TABLE "bid_groups" DROP COLUMN "varieties";--> statement-breakpoint
ALTER TABLE "offers" DROP COLUMN "varieties";
