-- The firmware TUF repository (issue 30, docs/decisions/3000): every signed metadata file as it is
-- served (canonical JSON text), one row per role and version; the newest version of a role is the
-- current one. Root and targets are signed offline by the operator's keys (npm run firmware); the
-- API signs only snapshot and timestamp, with the online keys below, and renews them when due.
CREATE TABLE tuf_metadata (
  role text NOT NULL CHECK (role IN ('root', 'targets', 'snapshot', 'timestamp')),
  version integer NOT NULL CHECK (version > 0),
  body text NOT NULL,
  expires timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (role, version)
);

-- The online keys (snapshot, timestamp): the only TUF private keys the API holds.
CREATE TABLE tuf_online_keys (
  role text PRIMARY KEY CHECK (role IN ('snapshot', 'timestamp')),
  keyid text NOT NULL,
  private_key_pem text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Who holds each key the root names (the ceremony's names), so the portal can say who signed.
CREATE TABLE tuf_key_holders (
  keyid text PRIMARY KEY,
  holder text NOT NULL
);

-- The anti-rollback counter of an image: the bridge refuses an image whose security version is
-- below the one it recorded for the component. Never lowered within a part and kind.
ALTER TABLE firmware_images ADD COLUMN security_version integer NOT NULL DEFAULT 1;
