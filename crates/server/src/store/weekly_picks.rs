//! Premium members' weekly picks by e-mail: who wants them, the token of their unsubscribe link,
//! and what the last mail held.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use uuid::Uuid;

use super::StoreResult;

/// One member's subscription. The row outlives turning it off, so the token of every link
/// already mailed keeps working.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WeeklyPicks {
    pub user_id: Uuid,
    pub enabled: bool,
    /// The secret of the mailed unsubscribe link, kept as it was sent: every weekly mail repeats it.
    pub unsubscribe_token: String,
    /// When the last mail went out; None before the first.
    pub last_sent_at: Option<DateTime<Utc>>,
    /// The catalog keys of that mail's picks, left out of the next one.
    pub last_sent_titles: Vec<String>,
    pub updated_at: DateTime<Utc>,
}

#[async_trait]
pub trait WeeklyPicksStore: Send + Sync {
    /// The member's subscription; None when they never turned it on.
    async fn weekly_picks(&self, user_id: Uuid) -> StoreResult<Option<WeeklyPicks>>;
    /// Turns the member's weekly picks on or off. The first call stores `new_token` as the
    /// unsubscribe token; later calls keep the stored one.
    async fn set_weekly_picks(
        &self,
        user_id: Uuid,
        enabled: bool,
        new_token: &str,
    ) -> StoreResult<WeeklyPicks>;
    /// Up to `limit` subscriptions that are on and due (never sent, or last sent at or before
    /// `cutoff`), of members whose id sorts after `after`, in id order: a tick pages through them
    /// with the last id it saw, so members it skips never hold back the others.
    async fn due_weekly_picks(
        &self,
        cutoff: DateTime<Utc>,
        after: Option<Uuid>,
        limit: usize,
    ) -> StoreResult<Vec<WeeklyPicks>>;
    /// Claims the member's week: sets `last_sent_at` to `now` in one statement, only while the
    /// subscription is on and still due by `cutoff`. True for the one caller that won; any other
    /// instance (or a second tick) gets false and sends nothing.
    async fn claim_weekly_picks(
        &self,
        user_id: Uuid,
        cutoff: DateTime<Utc>,
        now: DateTime<Utc>,
    ) -> StoreResult<bool>;
    /// Records the titles of the mail sent under the claim made at `claimed_at`.
    async fn record_weekly_picks_sent(
        &self,
        user_id: Uuid,
        claimed_at: DateTime<Utc>,
        titles: &[String],
    ) -> StoreResult<()>;
    /// Gives back a claim that sent nothing: `last_sent_at` returns to `previous`, unless it no
    /// longer is the `claimed_at` this instance wrote.
    async fn release_weekly_picks(
        &self,
        user_id: Uuid,
        claimed_at: DateTime<Utc>,
        previous: Option<DateTime<Utc>>,
    ) -> StoreResult<()>;
}
