-- Records: cases (post_bundle / verify_workspace) with their images and status history, service
-- book entries, and reports with the workspace snapshot they were sent with.

CREATE TABLE cases (
  id serial PRIMARY KEY,
  case_type text NOT NULL CHECK (case_type IN ('post_bundle', 'verify_workspace')),
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('revising', 'rejected', 'approved', 'pending', 'canceled', 'completed')),
  vin text NOT NULL REFERENCES bikes(vin),
  bike_shop_id integer NOT NULL REFERENCES bike_shops(id),
  workspace_id integer REFERENCES workspaces(id) ON DELETE SET NULL,
  -- What the dealer claims is on the bike: [{part_type, barcode}].
  components jsonb NOT NULL DEFAULT '[]',
  comment text NOT NULL DEFAULT '' CHECK (length(comment) <= 2000),
  review_comment text NOT NULL DEFAULT '' CHECK (length(review_comment) <= 2000),
  created_by uuid NOT NULL REFERENCES users(id),
  reviewed_by uuid REFERENCES users(id),
  reviewed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cases_latest_idx ON cases(vin, bike_shop_id, case_type, id DESC);
CREATE INDEX cases_shop_idx ON cases(bike_shop_id, status, id DESC);
CREATE INDEX cases_status_idx ON cases(status, id DESC);
-- One open case per bike, shop and type: a resubmission updates the open one.
CREATE UNIQUE INDEX cases_open_idx ON cases(vin, bike_shop_id, case_type) WHERE status IN ('pending', 'revising');

-- Every status change, who made it and why: the case's audit trail.
CREATE TABLE case_events (
  id serial PRIMARY KEY,
  case_id integer NOT NULL REFERENCES cases(id) ON DELETE CASCADE,
  from_status text,
  to_status text NOT NULL,
  actor_id uuid NOT NULL REFERENCES users(id),
  comment text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX case_events_case_idx ON case_events(case_id, id);

-- Uploaded images: bytes in the blob store, metadata here. case_id is set when a case cites it.
CREATE TABLE case_images (
  id uuid PRIMARY KEY,
  bike_shop_id integer NOT NULL REFERENCES bike_shops(id),
  case_id integer REFERENCES cases(id) ON DELETE SET NULL,
  blob_key text NOT NULL UNIQUE,
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  sha256 text NOT NULL,
  uploaded_by uuid NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX case_images_case_idx ON case_images(case_id);

CREATE TABLE service_book_entries (
  id serial PRIMARY KEY,
  vin text NOT NULL REFERENCES bikes(vin),
  bike_shop_id integer NOT NULL REFERENCES bike_shops(id),
  workspace_id integer REFERENCES workspaces(id) ON DELETE SET NULL,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 4000),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done')),
  performed_at timestamptz,
  created_by uuid NOT NULL REFERENCES users(id),
  completed_by uuid REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX service_book_vin_idx ON service_book_entries(vin, id DESC);
CREATE INDEX service_book_shop_idx ON service_book_entries(bike_shop_id, id DESC);

CREATE TABLE reports (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('bundle_rule_not_match', 'troubleshooting')),
  vin text NOT NULL REFERENCES bikes(vin),
  bike_shop_id integer NOT NULL REFERENCES bike_shops(id),
  workspace_id integer REFERENCES workspaces(id) ON DELETE SET NULL,
  service_center_id integer REFERENCES service_centers(id),
  -- What the dealer wrote, and the workspace as it was when the report was sent.
  body jsonb NOT NULL,
  snapshot jsonb NOT NULL,
  mail_id integer REFERENCES mail_outbox(id),
  created_by uuid NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reports_shop_idx ON reports(bike_shop_id, id DESC);
