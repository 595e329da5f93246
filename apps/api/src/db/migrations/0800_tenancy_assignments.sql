-- Who serves where is an operator's assignment, and joining a shop needs its dealers' approval
-- (docs/decisions/2650-tenancy-is-assigned-not-chosen.md).
--
-- The service center and regions an operator assigned to a service-center user (npm run permissions
-- … service_center --center N --regions A,B). Account setup copies them; the user cannot change them.
CREATE TABLE service_center_assignments (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  service_center_id integer NOT NULL REFERENCES service_centers(id),
  service_region_ids integer[] NOT NULL CHECK (cardinality(service_region_ids) >= 1),
  assigned_at timestamptz NOT NULL DEFAULT now()
);

-- A dealer's request to join an existing shop: it becomes account attributes only when a dealer of
-- that shop (or a service center of its region) approves it.
CREATE TABLE shop_join_requests (
  id serial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  bike_shop_id integer NOT NULL REFERENCES bike_shops(id) ON DELETE CASCADE,
  first_name text NOT NULL,
  last_name text NOT NULL,
  phone_number text NOT NULL,
  job_title text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'withdrawn')),
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  decided_by uuid REFERENCES users(id) ON DELETE SET NULL
);
-- One open request per user; the shop's dealers list the open ones.
CREATE UNIQUE INDEX shop_join_requests_one_pending ON shop_join_requests(user_id) WHERE status = 'pending';
CREATE INDEX shop_join_requests_shop_idx ON shop_join_requests(bike_shop_id, status);

-- The demo service center user keeps what the seed gave it, now as an assignment.
INSERT INTO service_center_assignments (user_id, service_center_id, service_region_ids)
SELECT user_id, service_center_id, service_region_ids
FROM account_attributes
WHERE role = 'service_center' AND service_center_id IS NOT NULL AND cardinality(service_region_ids) >= 1
ON CONFLICT DO NOTHING;
