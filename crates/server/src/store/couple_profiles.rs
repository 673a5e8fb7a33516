//! Premium members' saved couple profiles: two people's lists and the kind of picks, under a name.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use uuid::Uuid;

use super::{ContentType, StoreResult};

/// One saved profile. The lists are kept as the couples form sends them (comma-joined titles).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CoupleProfile {
    pub id: Uuid,
    pub user_id: Uuid,
    pub name: String,
    pub person1_shows: String,
    pub person2_shows: String,
    pub kind: ContentType,
    pub updated_at: DateTime<Utc>,
}

/// What a member asks to save, already validated.
#[derive(Debug, Clone)]
pub struct NewCoupleProfile {
    pub user_id: Uuid,
    pub name: String,
    pub person1_shows: String,
    pub person2_shows: String,
    pub kind: ContentType,
}

impl NewCoupleProfile {
    /// The profile as stored under `id` at `updated_at`.
    pub(crate) fn stored(&self, id: Uuid, updated_at: DateTime<Utc>) -> CoupleProfile {
        CoupleProfile {
            id,
            user_id: self.user_id,
            name: self.name.clone(),
            person1_shows: self.person1_shows.clone(),
            person2_shows: self.person2_shows.clone(),
            kind: self.kind,
            updated_at,
        }
    }
}

/// What a save did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Saved {
    Created(CoupleProfile),
    /// The member's profile of the same name now holds the new lists.
    Replaced(CoupleProfile),
    /// Nothing: the profile is new and the member already keeps the most allowed.
    Full,
}

#[async_trait]
pub trait CoupleProfileStore: Send + Sync {
    /// Saves `profile`, replacing the member's profile of the same name (trimmed,
    /// case-insensitively: it takes the new spelling and keeps its id), or adding it when the
    /// member keeps fewer than `max`. One transaction, so the count and the write agree.
    async fn save_couple_profile(
        &self,
        profile: NewCoupleProfile,
        max: usize,
    ) -> StoreResult<Saved>;
    /// The member's profiles, the most recently saved first.
    async fn couple_profiles(&self, user_id: Uuid) -> StoreResult<Vec<CoupleProfile>>;
    /// False when the member has no profile with that id (someone else's included).
    async fn delete_couple_profile(&self, user_id: Uuid, id: Uuid) -> StoreResult<bool>;
}
