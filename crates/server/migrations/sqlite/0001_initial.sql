-- Ids are UUID text; timestamps are RFC 3339 text (UTC); JSON values are text.
-- email_key / show_key hold the trimmed, lower-cased value computed by the application so that
-- uniqueness is case-insensitive the same way on SQLite and PostgreSQL.

CREATE TABLE users (
    id                 TEXT PRIMARY KEY NOT NULL,
    email              TEXT NOT NULL,
    email_key          TEXT NOT NULL UNIQUE,
    username           TEXT NOT NULL,
    password_hash      TEXT,
    email_confirmed_at TEXT,
    created_at         TEXT NOT NULL,
    favorite_shows     TEXT NOT NULL DEFAULT '[]',
    favorite_genres    TEXT NOT NULL DEFAULT '[]'
);

CREATE TABLE email_tokens (
    token_hash TEXT PRIMARY KEY NOT NULL,
    user_id    TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    expires_at TEXT NOT NULL
);

CREATE TABLE sessions (
    token_hash         TEXT PRIMARY KEY NOT NULL,
    user_id            TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    expires_at         TEXT NOT NULL,
    refresh_token_hash TEXT NOT NULL UNIQUE,
    refresh_expires_at TEXT NOT NULL,
    created_at         TEXT NOT NULL
);
CREATE INDEX sessions_user ON sessions(user_id);

-- Favourites, watch-later and dislikes: one shape, told apart by `list`.
CREATE TABLE saved_items (
    id           TEXT PRIMARY KEY NOT NULL,
    user_id      TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    list         TEXT NOT NULL CHECK (list IN ('favorites', 'watch_later', 'dislikes')),
    show_name    TEXT NOT NULL,
    show_key     TEXT NOT NULL,
    show_data    TEXT NOT NULL,
    content_type TEXT NOT NULL CHECK (content_type IN ('tv', 'movie')),
    watched      INTEGER NOT NULL DEFAULT 0,
    created_at   TEXT NOT NULL,
    UNIQUE (user_id, list, show_key)
);

CREATE TABLE subscriptions (
    user_id                TEXT PRIMARY KEY NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    tier                   TEXT NOT NULL CHECK (tier IN ('free', 'pro', 'premium', 'ultra')),
    status                 TEXT NOT NULL,
    is_premium             INTEGER NOT NULL DEFAULT 0,
    stripe_customer_id     TEXT,
    stripe_subscription_id TEXT,
    updated_at             TEXT NOT NULL
);
