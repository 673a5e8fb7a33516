-- Premium members' saved couple profiles: two people's typed lists and the kind of picks, kept
-- under a name the member chose. One name per member (case-insensitively, by `name_key`): saving
-- under a name already used replaces that profile.
CREATE TABLE couple_profiles (
    id                  UUID PRIMARY KEY,
    user_id             UUID NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name                TEXT NOT NULL,
    name_key            TEXT NOT NULL,
    person1_shows       TEXT NOT NULL,
    person2_shows       TEXT NOT NULL,
    recommendation_type TEXT NOT NULL CHECK (recommendation_type IN ('tv', 'movie')),
    updated_at          TIMESTAMPTZ NOT NULL,
    UNIQUE (user_id, name_key)
);
