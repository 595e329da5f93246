-- Foundation: reference data, shops and centres, users with permission sets, account attributes,
-- signing keys, the OIDC provider's store and the mail outbox.
-- Migration numbering: 0001-0099 foundation, 0100-0199 domain (catalogue, workspaces, cases, books),
-- 0200-0299 help centre and reports. Append only; never edit a committed file.

CREATE TABLE countries (
  code char(2) PRIMARY KEY,
  name text NOT NULL,
  calling_code text NOT NULL
);

CREATE TABLE brands (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE regions (
  id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL
);

CREATE TABLE service_centers (
  id serial PRIMARY KEY,
  name text NOT NULL,
  region_id integer NOT NULL REFERENCES regions(id),
  country_code char(2) NOT NULL REFERENCES countries(code),
  email text NOT NULL,
  phone_number text NOT NULL
);
CREATE INDEX service_centers_region_idx ON service_centers(region_id);

CREATE TABLE bike_shops (
  id serial PRIMARY KEY,
  name text NOT NULL,
  postal_code text NOT NULL,
  phone_number text NOT NULL,
  address text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  country_code char(2) NOT NULL REFERENCES countries(code),
  region_id integer NOT NULL REFERENCES regions(id),
  service_center_id integer REFERENCES service_centers(id),
  email text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bike_shops_postal_idx ON bike_shops(postal_code);

CREATE TABLE permission_sets (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  keys text[] NOT NULL DEFAULT '{}'
);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  password_hash text,
  status text NOT NULL DEFAULT 'enabled' CHECK (status IN ('enabled', 'disabled', 'unconfirmed')),
  display_name text NOT NULL DEFAULT '',
  permission_set_id integer REFERENCES permission_sets(id),
  idp_subject text UNIQUE,
  failed_logins integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_idx ON users (lower(email));

CREATE TABLE account_attributes (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('dealer', 'service_center')),
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  phone_number text NOT NULL DEFAULT '',
  job_title text NOT NULL DEFAULT '',
  bike_shop_id integer REFERENCES bike_shops(id),
  service_center_id integer REFERENCES service_centers(id),
  service_region_ids integer[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (role <> 'dealer' OR bike_shop_id IS NOT NULL),
  CHECK (role <> 'service_center' OR service_center_id IS NOT NULL)
);

CREATE TABLE password_reset_codes (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL
);

CREATE TABLE signing_keys (
  kid text PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('oidc', 'firmware', 'bridge_session', 'cookie')),
  alg text NOT NULL,
  private_jwk jsonb NOT NULL,
  public_jwk jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE oidc_payloads (
  model text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX oidc_payloads_grant_idx ON oidc_payloads(grant_id);
CREATE INDEX oidc_payloads_uid_idx ON oidc_payloads(uid);

CREATE TABLE mail_outbox (
  id serial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  attachments jsonb NOT NULL DEFAULT '[]',
  kind text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX mail_outbox_pending_idx ON mail_outbox(status) WHERE status = 'pending';
