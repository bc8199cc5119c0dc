-- Sites carry their storage provider's own site code (decision 0216): ACQ files name a site by it.
ALTER TABLE "sites" ADD COLUMN "code" text;--> statement-breakpoint
-- The receival sites of the reference data, by name; any other site gets a placeholder for staff to correct.
UPDATE "sites" SET "code" = v.code
FROM (VALUES
  ('Moree', 'MORE'), ('Narrabri', 'NARR'), ('Gunnedah', 'GUNN'), ('Dubbo', 'DUBB'), ('Parkes', 'PARK'),
  ('Temora', 'TEMO'), ('Junee', 'JUNE'), ('Dooen', 'DOOE'), ('Sea Lake', 'SLAK'), ('Dalby', 'DALB'),
  ('Goondiwindi', 'GOON'), ('Nhill', 'NHIL'), ('Murtoa', 'MURT'), ('Bordertown', 'BTWN'), ('Roseworthy', 'RSWY'),
  ('Snowtown', 'SNTN'), ('Kimba', 'KIMB'), ('Cummins', 'CUMS'), ('Merredin', 'MRD'), ('Cunderdin', 'CDN'),
  ('Mullewa', 'MUL'), ('Katanning', 'KAT'), ('Salmon Gums', 'SGM'), ('Corrigin', 'CORR'), ('Kojonup', 'KOJO')
) AS v(name, code)
WHERE "sites"."name" = v.name;--> statement-breakpoint
UPDATE "sites" SET "code" = 'SITE' || "id" WHERE "code" IS NULL;--> statement-breakpoint
ALTER TABLE "sites" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sites_provider_code_key" ON "sites" USING btree ("storage_provider_id","code");
