-- Service reports: what was done on a bike in one workspace, composed by the dealer from the
-- workspace's activities, tasks and comments. A draft can change; publishing freezes the composed
-- content and gives it a random public id that the shop can hand out (link, printed PDF).

CREATE TABLE service_reports (
  id serial PRIMARY KEY,
  workspace_id integer NOT NULL REFERENCES workspaces(id),
  vin text NOT NULL REFERENCES bikes(vin),
  bike_shop_id integer NOT NULL REFERENCES bike_shops(id),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  summary text NOT NULL DEFAULT '' CHECK (length(summary) <= 4000),
  -- Which activities and tasks the dealer picked: {activity_ids: [], task_ids: []}.
  selection jsonb NOT NULL DEFAULT '{}',
  -- The composed report (bike, tasks with comments, activities with comments); frozen on publish.
  content jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
  public_id text UNIQUE,
  created_by uuid NOT NULL REFERENCES users(id),
  published_by uuid REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz,
  CHECK ((status = 'published') = (public_id IS NOT NULL))
);
CREATE INDEX service_reports_shop_idx ON service_reports(bike_shop_id, id DESC);
CREATE INDEX service_reports_workspace_idx ON service_reports(workspace_id);
