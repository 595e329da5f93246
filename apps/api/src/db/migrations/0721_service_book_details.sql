-- Service-book entries worth keeping (docs/decisions/1727-service-book-details-and-versions.md): the
-- odometer, labour time, the technician who did the work and the parts used, per job; entries are
-- editable by their shop, and every change keeps the version it replaced.
ALTER TABLE service_book_entries ADD COLUMN odometer_km integer CHECK (odometer_km BETWEEN 0 AND 1000000);
ALTER TABLE service_book_entries ADD COLUMN labour_minutes integer CHECK (labour_minutes BETWEEN 0 AND 100000);
ALTER TABLE service_book_entries ADD COLUMN technician text NOT NULL DEFAULT '' CHECK (length(technician) <= 200);
-- [{name, part_number, quantity}]
ALTER TABLE service_book_entries ADD COLUMN parts jsonb NOT NULL DEFAULT '[]';
ALTER TABLE service_book_entries ADD COLUMN version integer NOT NULL DEFAULT 1;

CREATE TABLE service_book_entry_versions (
  id serial PRIMARY KEY,
  entry_id integer NOT NULL REFERENCES service_book_entries(id) ON DELETE CASCADE,
  version integer NOT NULL,
  -- The entry as it was before the change (its fields, as the API shows them).
  snapshot jsonb NOT NULL,
  changed_by uuid NOT NULL REFERENCES users(id),
  changed_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (entry_id, version)
);
