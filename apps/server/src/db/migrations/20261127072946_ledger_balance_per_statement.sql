-- Every entry balances once the statement writing its lines has run (decision 0194): one check per
-- statement over the entries it touched, instead of one per line at commit (an ACQ batch writes
-- thousands of lines; the per-line check cost as much as writing them). Lines of an entry are
-- always written by one statement (ledger.repository.ts).
DROP TRIGGER ledger_lines_balanced ON ledger_lines;--> statement-breakpoint
DROP FUNCTION ledger_entry_balanced();--> statement-breakpoint
CREATE FUNCTION ledger_entries_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced record;
BEGIN
  -- Entry by entry through the entry_id index (a join over the transition table, whose size the
  -- planner cannot know, chose to scan every line of the ledger).
  SELECT touched.entry_id, entry.total, entry.lines INTO unbalanced
  FROM (SELECT DISTINCT entry_id FROM inserted_lines) AS touched
  CROSS JOIN LATERAL (
    SELECT coalesce(sum(l.amount), 0) AS total, count(*) AS lines FROM ledger_lines l WHERE l.entry_id = touched.entry_id
  ) AS entry
  WHERE entry.total <> 0 OR entry.lines < 2
  LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger entry % does not balance: % over % lines', unbalanced.entry_id, unbalanced.total, unbalanced.lines
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER ledger_lines_balanced AFTER INSERT ON ledger_lines REFERENCING NEW TABLE AS inserted_lines
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_balanced();
