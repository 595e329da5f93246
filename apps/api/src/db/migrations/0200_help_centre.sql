-- Built-in help centre (knowledge base) shaped like Zendesk Help Center: categories with the eight
-- fixed ids, sections, articles with one translation per locale, media for article images, and
-- contact-us tickets (kept even when a Zendesk instance receives them too).

CREATE TABLE help_categories (
  id bigint PRIMARY KEY,
  position integer NOT NULL DEFAULT 0,
  -- {"en-us": "...", "zh-tw": "..."}
  names jsonb NOT NULL,
  descriptions jsonb NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE help_sections (
  id bigint PRIMARY KEY,
  category_id bigint NOT NULL REFERENCES help_categories(id),
  position integer NOT NULL DEFAULT 0,
  names jsonb NOT NULL,
  descriptions jsonb NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX help_sections_category_idx ON help_sections(category_id, position);

CREATE TABLE help_articles (
  id bigint PRIMARY KEY,
  section_id bigint NOT NULL REFERENCES help_sections(id),
  label_names text[] NOT NULL DEFAULT '{}',
  position integer NOT NULL DEFAULT 0,
  promoted boolean NOT NULL DEFAULT false,
  -- Set when the article applies to one brand only (e.g. serial-number location of brand 4).
  brand_id integer REFERENCES brands(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX help_articles_section_idx ON help_articles(section_id, position);
CREATE INDEX help_articles_labels_idx ON help_articles USING gin(label_names);

CREATE TABLE help_article_translations (
  article_id bigint NOT NULL REFERENCES help_articles(id) ON DELETE CASCADE,
  locale text NOT NULL CHECK (locale IN ('en-us', 'zh-tw')),
  title text NOT NULL,
  body text NOT NULL,
  -- English is stemmed; Chinese has no word breaks for the 'simple' parser, so search also
  -- falls back to a substring match (see help-centre.repository.ts).
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector(CASE WHEN locale = 'en-us' THEN 'english'::regconfig ELSE 'simple'::regconfig END, title), 'A') ||
    setweight(to_tsvector(CASE WHEN locale = 'en-us' THEN 'english'::regconfig ELSE 'simple'::regconfig END, regexp_replace(body, '<[^>]+>', ' ', 'g')), 'B')
  ) STORED,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (article_id, locale)
);
CREATE INDEX help_article_translations_search_idx ON help_article_translations USING gin(search);

CREATE TABLE help_media (
  name text PRIMARY KEY CHECK (name ~ '^[a-z0-9-]+\.(svg|png|jpg|webp)$'),
  content_type text NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE help_tickets (
  id serial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id),
  bike_shop_id integer REFERENCES bike_shops(id),
  service_center_id integer NOT NULL REFERENCES service_centers(id),
  country_code char(2) NOT NULL REFERENCES countries(code),
  brand_id integer NOT NULL REFERENCES brands(id),
  region_id integer NOT NULL REFERENCES regions(id),
  bike_model text NOT NULL DEFAULT '',
  frame_number text NOT NULL DEFAULT '',
  issue_category text NOT NULL,
  message text NOT NULL,
  diagnostic jsonb,
  mail_id integer REFERENCES mail_outbox(id),
  -- Ticket id in Zendesk when the adapter is configured.
  external_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX help_tickets_user_idx ON help_tickets(user_id, id DESC);
