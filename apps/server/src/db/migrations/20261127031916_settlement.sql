CREATE TABLE "acq_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "acq_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"storage_provider_organisation_id" integer NOT NULL,
	"format" text NOT NULL,
	"file_name" text NOT NULL,
	"file_kind" text NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"matched_rows" integer DEFAULT 0 NOT NULL,
	"unmatched_rows" integer DEFAULT 0 NOT NULL,
	"rejected_rows" integer DEFAULT 0 NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"uploaded_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "acq_rows" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "acq_rows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"file_id" integer NOT NULL,
	"row" integer NOT NULL,
	"ticket_number" text NOT NULL,
	"fields" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"trade_id" integer,
	"title_transfer_id" integer,
	"assigned_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyer_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "buyer_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"received_on" date NOT NULL,
	"source" text NOT NULL,
	"reference" text,
	"statement_fingerprint" text,
	"ledger_entry_id" bigint NOT NULL,
	"recorded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interest_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interest_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"annual_rate_percent" numeric(6, 3) NOT NULL,
	"effective_from" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"kind" text PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_ledger_entries" (
	"invoice_id" integer NOT NULL,
	"entry_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"number" integer NOT NULL,
	"formatted_number" text NOT NULL,
	"trade_id" integer NOT NULL,
	"title_transfer_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	"issued_on" date NOT NULL,
	"due_date" date NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"document" jsonb NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_run_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_run_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"run_id" integer NOT NULL,
	"payee_kind" text NOT NULL,
	"organisation_id" integer NOT NULL,
	"payee_name" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"lodgement_reference" text NOT NULL,
	"trade_ids" integer[] NOT NULL,
	"ledger_entry_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"paid_on" date NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"aba_file" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "title_transfers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "title_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trade_id" integer NOT NULL,
	"source" text NOT NULL,
	"transferred_on" date NOT NULL,
	"delivered_tonnes" numeric(14, 3) NOT NULL,
	"oil" numeric(5, 2),
	"admix" numeric(5, 2),
	"storage_provider_organisation_id" integer,
	"ticket_number" text,
	"acq_row_id" bigint,
	"shortfall" boolean DEFAULT false NOT NULL,
	"recorded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "ngr_levy_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "acq_file_format" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "bank_account_name" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "bank_bsb" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "bank_account_number" text;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "quality_oil" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "quality_admix" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "acq_files" ADD CONSTRAINT "acq_files_storage_provider_organisation_id_organisations_id_fk" FOREIGN KEY ("storage_provider_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acq_files" ADD CONSTRAINT "acq_files_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acq_rows" ADD CONSTRAINT "acq_rows_file_id_acq_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."acq_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acq_rows" ADD CONSTRAINT "acq_rows_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acq_rows" ADD CONSTRAINT "acq_rows_title_transfer_id_title_transfers_id_fk" FOREIGN KEY ("title_transfer_id") REFERENCES "public"."title_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acq_rows" ADD CONSTRAINT "acq_rows_assigned_by_user_id_users_id_fk" FOREIGN KEY ("assigned_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_payments" ADD CONSTRAINT "buyer_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_payments" ADD CONSTRAINT "buyer_payments_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_payments" ADD CONSTRAINT "buyer_payments_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_ledger_entries" ADD CONSTRAINT "invoice_ledger_entries_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_ledger_entries" ADD CONSTRAINT "invoice_ledger_entries_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_title_transfer_id_title_transfers_id_fk" FOREIGN KEY ("title_transfer_id") REFERENCES "public"."title_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_voided_by_user_id_users_id_fk" FOREIGN KEY ("voided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_run_items" ADD CONSTRAINT "payment_run_items_run_id_payment_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payment_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_run_items" ADD CONSTRAINT "payment_run_items_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_run_items" ADD CONSTRAINT "payment_run_items_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_runs" ADD CONSTRAINT "payment_runs_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_transfers" ADD CONSTRAINT "title_transfers_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_transfers" ADD CONSTRAINT "title_transfers_storage_provider_organisation_id_organisations_id_fk" FOREIGN KEY ("storage_provider_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_transfers" ADD CONSTRAINT "title_transfers_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "acq_files_provider_sha256_key" ON "acq_files" USING btree ("storage_provider_organisation_id","sha256");--> statement-breakpoint
CREATE INDEX "acq_files_created_at_index" ON "acq_files" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "acq_rows_file_row_key" ON "acq_rows" USING btree ("file_id","row");--> statement-breakpoint
CREATE INDEX "acq_rows_file_id_outcome_index" ON "acq_rows" USING btree ("file_id","outcome");--> statement-breakpoint
CREATE INDEX "buyer_payments_invoice_id_index" ON "buyer_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_payments_statement_fingerprint_key" ON "buyer_payments" USING btree ("statement_fingerprint") WHERE "buyer_payments"."statement_fingerprint" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "interest_rates_kind_from_key" ON "interest_rates" USING btree ("kind","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_ledger_entries_key" ON "invoice_ledger_entries" USING btree ("invoice_id","entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_kind_number_key" ON "invoices" USING btree ("kind","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_formatted_number_key" ON "invoices" USING btree ("formatted_number");--> statement-breakpoint
CREATE INDEX "invoices_trade_id_index" ON "invoices" USING btree ("trade_id");--> statement-breakpoint
CREATE INDEX "invoices_organisation_id_issued_on_index" ON "invoices" USING btree ("organisation_id","issued_on");--> statement-breakpoint
CREATE INDEX "invoices_issued_due_date_index" ON "invoices" USING btree ("due_date") WHERE "invoices"."status" = 'issued';--> statement-breakpoint
CREATE INDEX "payment_run_items_run_id_index" ON "payment_run_items" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "payment_run_items_organisation_id_index" ON "payment_run_items" USING btree ("organisation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "title_transfers_current_trade_key" ON "title_transfers" USING btree ("trade_id") WHERE "title_transfers"."withdrawn_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "title_transfers_current_ticket_key" ON "title_transfers" USING btree ("storage_provider_organisation_id","ticket_number") WHERE "title_transfers"."withdrawn_at" is null and "title_transfers"."ticket_number" is not null;--> statement-breakpoint
CREATE INDEX "title_transfers_storage_provider_organisation_id_transferred_on_index" ON "title_transfers" USING btree ("storage_provider_organisation_id","transferred_on");--> statement-breakpoint
INSERT INTO "invoice_counters" ("kind", "last_number") VALUES ('seller', 0), ('buyer', 0);--> statement-breakpoint
INSERT INTO "interest_rates" ("kind", "annual_rate_percent", "effective_from") VALUES ('deferred', 4.350, '2020-01-01'), ('late', 10.000, '2020-01-01');
