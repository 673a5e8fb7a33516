-- email_key / show_key hold the trimmed, lower-cased value computed by the application so that
-- uniqueness is case-insensitive the same way on SQLite and PostgreSQL.

CREATE TABLE users (
    id                 UUID PRIMARY KEY,
    email              TEXT NOT NULL,
    email_key          TEXT NOT NULL UNIQUE,
    username           TEXT NOT NULL,
    password_hash      TEXT,
    email_confirmed_at TIMESTAMPTZ,
    created_at         TIMESTAMPTZ NOT NULL,
    favorite_shows     JSONB NOT NULL DEFAULT '[]',
    favorite_genres    JSONB NOT NULL DEFAULT '[]'
);

CREATE TABLE email_tokens (
    token_hash TEXT PRIMARY KEY,
    user_id    UUID NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    expires_at TIMESTAMPTZ NOT NULL
);

CREATE TABLE sessions (
    token_hash         TEXT PRIMARY KEY,
    user_id            UUID NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    expires_at         TIMESTAMPTZ NOT NULL,
    refresh_token_hash TEXT NOT NULL UNIQUE,
    refresh_expires_at TIMESTAMPTZ NOT NULL,
    created_at         TIMESTAMPTZ NOT NULL
);
CREATE INDEX sessions_user ON sessions(user_id);

-- Favourites, watch-later and dislikes: one shape, told apart by `list`.
CREATE TABLE saved_items (
    id           UUID PRIMARY KEY,
    user_id      UUID NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    list         TEXT NOT NULL CHECK (list IN ('favorites', 'watch_later', 'dislikes')),
    show_name    TEXT NOT NULL,
    show_key     TEXT NOT NULL,
    show_data    JSONB NOT NULL,
    content_type TEXT NOT NULL CHECK (content_type IN ('tv', 'movie')),
    watched      BOOLEAN NOT NULL DEFAULT FALSE,
    created_at   TIMESTAMPTZ NOT NULL,
    UNIQUE (user_id, list, show_key)
);

CREATE TABLE subscriptions (
    user_id                UUID PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    tier                   TEXT NOT NULL CHECK (tier IN ('free', 'pro', 'premium', 'ultra')),
    status                 TEXT NOT NULL,
    is_premium             BOOLEAN NOT NULL DEFAULT FALSE,
    stripe_customer_id     TEXT,
    stripe_subscription_id TEXT,
    updated_at             TIMESTAMPTZ NOT NULL
);
