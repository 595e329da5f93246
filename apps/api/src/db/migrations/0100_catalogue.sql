-- Catalogue: what a bike is made of (specs, bundle rules), the parts known by serial (barcode
-- parts) and by bus identity (protocol parts), the bikes themselves with their registered parts,
-- and the firmware images published for each part spec.

CREATE TABLE part_specs (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  part_type text NOT NULL,
  name text NOT NULL,
  protocol_type text NOT NULL CHECK (protocol_type IN ('hap1', 'hap2', 'no_communication', 'uart', 'other')),
  hardware_versions text[] NOT NULL DEFAULT '{}',
  -- Part-level parameter defaults (auto_ship_time, mid_data templates, …), by param_type.
  parameters jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX part_specs_type_idx ON part_specs(part_type);

CREATE TABLE bike_specs (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  brand_id integer NOT NULL REFERENCES brands(id),
  name text NOT NULL,
  -- {max_support_percent, max_torque_nm, max_speed_kmh}
  performance jsonb NOT NULL,
  wheel_diameters_mm integer[] NOT NULL DEFAULT '{}',
  image_url text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bike_specs_brand_idx ON bike_specs(brand_id);

-- Bundle rule: which part specs a bike of a model must (required) or may (optional) carry.
CREATE TABLE bike_spec_bundle_rules (
  bike_spec_id integer NOT NULL REFERENCES bike_specs(id) ON DELETE CASCADE,
  part_spec_id integer NOT NULL REFERENCES part_specs(id),
  required boolean NOT NULL,
  PRIMARY KEY (bike_spec_id, part_spec_id)
);

-- A part as printed on its label: the serial (barcode) and what it is.
CREATE TABLE barcode_parts (
  id serial PRIMARY KEY,
  barcode text NOT NULL UNIQUE,
  part_spec_id integer NOT NULL REFERENCES part_specs(id),
  goods_type text NOT NULL DEFAULT 'finished_goods' CHECK (goods_type IN ('finished_goods', 'semi_finished_goods')),
  manufactured_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A part as identified on the bus: part type + barcode, with its module id (mid).
CREATE TABLE protocol_parts (
  id serial PRIMARY KEY,
  part_type text NOT NULL,
  barcode text NOT NULL,
  module_id text NOT NULL DEFAULT '',
  part_spec_id integer NOT NULL REFERENCES part_specs(id),
  hardware_version text NOT NULL DEFAULT '',
  firmware_version text NOT NULL DEFAULT '',
  parameters jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (part_type, barcode)
);
CREATE INDEX protocol_parts_mid_idx ON protocol_parts(module_id);

CREATE TABLE bikes (
  id serial PRIMARY KEY,
  vin text NOT NULL UNIQUE,
  frame_number text NOT NULL UNIQUE,
  bike_spec_id integer NOT NULL REFERENCES bike_specs(id),
  -- The shop the bike is registered to (tenancy); NULL = sold/registered elsewhere, not visible.
  bike_shop_id integer REFERENCES bike_shops(id),
  activated_at timestamptz,
  image_url text,
  wheel_diameter_mm integer,
  ship_mode_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bikes_shop_idx ON bikes(bike_shop_id);

-- Registration of a part on a bike (the bundle). removed_at set = history; one live registration
-- per barcode, so a serial can only be bundled to one bike at a time.
CREATE TABLE bike_parts (
  id serial PRIMARY KEY,
  bike_id integer NOT NULL REFERENCES bikes(id) ON DELETE CASCADE,
  part_type text NOT NULL,
  barcode text NOT NULL,
  module_id text NOT NULL DEFAULT '',
  part_spec_id integer NOT NULL REFERENCES part_specs(id),
  hardware_version text NOT NULL DEFAULT '',
  firmware_version text NOT NULL DEFAULT '',
  installed_at timestamptz NOT NULL DEFAULT now(),
  removed_at timestamptz,
  installed_by uuid REFERENCES users(id),
  removed_by uuid REFERENCES users(id)
);
CREATE UNIQUE INDEX bike_parts_live_barcode_idx ON bike_parts(barcode) WHERE removed_at IS NULL;
CREATE INDEX bike_parts_bike_idx ON bike_parts(bike_id) WHERE removed_at IS NULL;

-- HMI error codes logged by the portal (PUT /bike/{vin}/hmi/error_code).
CREATE TABLE bike_error_code_logs (
  id serial PRIMARY KEY,
  bike_id integer NOT NULL REFERENCES bikes(id) ON DELETE CASCADE,
  bike_shop_id integer NOT NULL REFERENCES bike_shops(id),
  error_code text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}',
  created_by uuid REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bike_error_code_logs_bike_idx ON bike_error_code_logs(bike_id, created_at);

-- Firmware images: application, rescue (bootloader), font/icon frames of the HMI, connector.
CREATE TABLE firmware_images (
  id serial PRIMARY KEY,
  part_spec_id integer NOT NULL REFERENCES part_specs(id),
  kind text NOT NULL CHECK (kind IN ('application', 'rescue', 'font', 'icon', 'connector')),
  version text NOT NULL,
  -- Numeric sort key of the version (major*1e6 + minor*1e3 + patch) for "newest" queries.
  version_rank integer NOT NULL,
  hardware_versions text[] NOT NULL DEFAULT '{}',
  file_type text NOT NULL DEFAULT 'bin',
  size integer NOT NULL,
  sha256 text NOT NULL,
  image bytea NOT NULL,
  manifest jsonb NOT NULL,
  signature text NOT NULL,
  key_id text NOT NULL,
  release_note text NOT NULL DEFAULT '',
  released_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (part_spec_id, kind, version)
);
