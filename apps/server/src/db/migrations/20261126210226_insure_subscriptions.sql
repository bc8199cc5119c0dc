CREATE TABLE "insure_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "insure_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" integer NOT NULL,
	"status" text NOT NULL,
	"invited_by_organisation_id" integer,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	"activated_by_user_id" integer
);
--> statement-breakpoint
ALTER TABLE "insure_subscriptions" ADD CONSTRAINT "insure_subscriptions_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insure_subscriptions" ADD CONSTRAINT "insure_subscriptions_invited_by_organisation_id_organisations_id_fk" FOREIGN KEY ("invited_by_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "insure_subscriptions_organisation_id_key" ON "insure_subscriptions" USING btree ("organisation_id");