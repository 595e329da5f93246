-- Warranty claims and parts orders (docs/decisions/1400-warranty-claims-and-parts-orders.md).

-- A warranty claim: the failed component as read off the bike, the evidence (workspace reading and
-- the last full diagnosis) frozen when the claim is filed or (re)submitted, and the dealer's work.
CREATE TABLE claims (
  id serial PRIMARY KEY,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN
    ('draft', 'submitted', 'revising', 'resubmitted', 'approved', 'rejected', 'completed', 'canceled')),
  vin text NOT NULL REFERENCES bikes(vin),
  bike_shop_id integer NOT NULL REFERENCES bike_shops(id),
  workspace_id integer REFERENCES workspaces(id) ON DELETE SET NULL,
  -- {part_type, serial, part_spec_code, part_spec_name, firmware_version, hardware_version, source}
  component jsonb NOT NULL,
  -- The workspace snapshot (components, active and stored fault codes, open tasks) or null.
  evidence jsonb,
  -- The last full diagnosis of this bike as the technician's portal kept it, or null.
  diagnosis jsonb,
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 4000),
  labour_minutes integer NOT NULL DEFAULT 0 CHECK (labour_minutes BETWEEN 0 AND 6000),
  -- [{part_spec_code, quantity}]
  parts_needed jsonb NOT NULL DEFAULT '[]',
  warranty_start timestamptz,
  warranty_end timestamptz,
  in_warranty boolean NOT NULL,
  goodwill_reason text NOT NULL DEFAULT '' CHECK (length(goodwill_reason) <= 2000),
  decision_comment text NOT NULL DEFAULT '' CHECK (length(decision_comment) <= 2000),
  decided_by uuid REFERENCES users(id),
  decided_at timestamptz,
  created_by uuid NOT NULL REFERENCES users(id),
  submitted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX claims_shop_idx ON claims(bike_shop_id, status, id DESC);
CREATE INDEX claims_status_idx ON claims(status, submitted_at);

-- Every status change and comment, with the person who made it: the claim's own history.
CREATE TABLE claim_events (
  id serial PRIMARY KEY,
  claim_id integer NOT NULL REFERENCES claims(id) ON DELETE CASCADE,
  from_status text,
  to_status text,
  actor_id uuid NOT NULL REFERENCES users(id),
  comment text NOT NULL DEFAULT '' CHECK (length(comment) <= 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX claim_events_claim_idx ON claim_events(claim_id, id);

-- A parts order of a shop, for a claim or on its own. Lines: [{part_spec_code, name, quantity}].
CREATE TABLE orders (
  id serial PRIMARY KEY,
  status text NOT NULL DEFAULT 'ordered'
    CHECK (status IN ('ordered', 'confirmed', 'shipped', 'delivered', 'canceled')),
  bike_shop_id integer NOT NULL REFERENCES bike_shops(id),
  claim_id integer REFERENCES claims(id),
  lines jsonb NOT NULL,
  note text NOT NULL DEFAULT '' CHECK (length(note) <= 2000),
  tracking_number text NOT NULL DEFAULT '' CHECK (length(tracking_number) <= 64),
  refunded_cents integer NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0),
  created_by uuid NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_shop_idx ON orders(bike_shop_id, status, id DESC);
CREATE INDEX orders_claim_idx ON orders(claim_id);

-- A wrong, damaged or missing delivery; reviewed like a case (pending → approved | rejected | revising).
CREATE TABLE order_cases (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('wrong_part', 'damaged', 'missing')),
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('revising', 'rejected', 'approved', 'pending', 'canceled', 'completed')),
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 4000),
  created_by uuid NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_cases_order_idx ON order_cases(order_id);

-- Status changes, comments, refunds and order-case moves of an order, each with its person.
CREATE TABLE order_events (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('status', 'comment', 'refund', 'case')),
  order_case_id integer REFERENCES order_cases(id) ON DELETE CASCADE,
  from_status text,
  to_status text,
  amount_cents integer CHECK (amount_cents > 0),
  actor_id uuid NOT NULL REFERENCES users(id),
  comment text NOT NULL DEFAULT '' CHECK (length(comment) <= 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_events_order_idx ON order_events(order_id, id);

-- Photos of claims and order cases are case images (same upload, same refusals, same blob store).
ALTER TABLE case_images ADD COLUMN claim_id integer REFERENCES claims(id) ON DELETE SET NULL;
ALTER TABLE case_images ADD COLUMN order_case_id integer REFERENCES order_cases(id) ON DELETE SET NULL;
