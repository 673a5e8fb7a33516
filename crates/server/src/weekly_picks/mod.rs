//! Premium members' weekly picks by e-mail (docs/API.md, "Weekly picks by e-mail").
//!
//! A background task looks every `BINGEABLE_WEEKLY_PICKS_INTERVAL_SECS` (an hour by default) for
//! subscriptions that are due: on, and never sent or last sent [`DUE_AFTER_DAYS`] days ago or
//! more. A member who is no longer premium, or has no favourite to base picks on, is skipped
//! without a mail and stays due, so the first look after they upgrade or save a favourite sends.
//! Each mail is claimed first by one atomic UPDATE, so of several app servers (or two ticks) only
//! one sends a member's week; a mail that could not be composed or sent gives its claim back and
//! is tried at the next look.

mod picks;

use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use chrono::{DateTime, Utc};
use sha2::{Digest, Sha256};
use subtle::ConstantTimeEq;
use uuid::Uuid;

use crate::billing;
use crate::cpu::CpuPool;
use crate::live_engine::LiveEngine;
use crate::mail::Mailer;
use crate::routes::recommendations::SavedTaste;
use crate::store::{Store, StoreResult, WeeklyPicks};

/// Days between two mails to one member.
pub const DUE_AFTER_DAYS: i64 = 7;
/// Subscriptions read per query during a look.
const PAGE: usize = 100;

pub struct WeeklyPicksSender {
    store: Arc<dyn Store>,
    engine: Arc<LiveEngine>,
    cpu: Arc<CpuPool>,
    mailer: Arc<Mailer>,
}

/// What one look did, for the log and for tests.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Look {
    pub sent: usize,
    /// Due, but not premium now, without a favourite, or with nothing new to pick.
    pub skipped: usize,
    /// Claimed by another instance first.
    pub taken: usize,
    pub failed: usize,
}

enum Outcome {
    Sent,
    Skipped,
    Taken,
}

impl WeeklyPicksSender {
    /// Starts the periodic look (needs a Tokio runtime). The task holds a weak handle: once the
    /// server drops its state, the looks stop.
    pub fn start(
        store: Arc<dyn Store>,
        engine: Arc<LiveEngine>,
        cpu: Arc<CpuPool>,
        mailer: Arc<Mailer>,
        every: Duration,
    ) -> Arc<WeeklyPicksSender> {
        let sender = Arc::new(WeeklyPicksSender {
            store,
            engine,
            cpu,
            mailer,
        });
        let weak = Arc::downgrade(&sender);
        tokio::spawn(async move {
            let mut interval = tokio::time::interval(every);
            // A slow look (many members) must not be followed by a burst of catch-up looks.
            interval.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                interval.tick().await;
                let Some(sender) = weak.upgrade() else {
                    break;
                };
                match sender.look(Utc::now()).await {
                    Ok(look) if look == Look::default() => {}
                    Ok(look) => tracing::info!(?look, "weekly picks"),
                    Err(error) => tracing::warn!(%error, "looking for weekly picks due failed"),
                }
            }
        });
        sender
    }

    /// Sends every mail due at `now`.
    pub async fn look(&self, now: DateTime<Utc>) -> StoreResult<Look> {
        let cutoff = now - chrono::Duration::days(DUE_AFTER_DAYS);
        let mut look = Look::default();
        let mut after = None;
        loop {
            let due = self.store.due_weekly_picks(cutoff, after, PAGE).await?;
            let Some(last) = due.last() else {
                break;
            };
            after = Some(last.user_id);
            for subscription in &due {
                match self.send(subscription, cutoff, now).await {
                    Ok(Outcome::Sent) => look.sent += 1,
                    Ok(Outcome::Skipped) => look.skipped += 1,
                    Ok(Outcome::Taken) => look.taken += 1,
                    Err(error) => {
                        look.failed += 1;
                        tracing::error!(
                            member = %subscription.user_id,
                            error = %format!("{error:#}"),
                            "weekly picks not sent"
                        );
                    }
                }
            }
        }
        Ok(look)
    }

    async fn send(
        &self,
        subscription: &WeeklyPicks,
        cutoff: DateTime<Utc>,
        now: DateTime<Utc>,
    ) -> anyhow::Result<Outcome> {
        let member = subscription.user_id;
        if !billing::is_premium(self.store.as_ref(), member).await? {
            return Ok(Outcome::Skipped);
        }
        let Some(user) = self.store.user_by_id(member).await? else {
            return Ok(Outcome::Skipped);
        };
        let taste = SavedTaste::load(self.store.as_ref(), Some(member)).await?;
        if taste.favorites.is_empty() {
            return Ok(Outcome::Skipped);
        }
        if !self.store.claim_weekly_picks(member, cutoff, now).await? {
            return Ok(Outcome::Taken);
        }
        let claimed_at = now;
        let sent = self
            .compose_and_send(subscription, &user.email, taste)
            .await;
        match sent {
            Ok(Some(keys)) => {
                self.store
                    .record_weekly_picks_sent(member, claimed_at, &keys)
                    .await?;
                Ok(Outcome::Sent)
            }
            Ok(None) | Err(_) => {
                self.store
                    .release_weekly_picks(member, claimed_at, subscription.last_sent_at)
                    .await?;
                sent.map(|_| Outcome::Skipped)
            }
        }
    }

    /// The picks' catalog keys once the mail went out; None when there was nothing to pick.
    async fn compose_and_send(
        &self,
        subscription: &WeeklyPicks,
        to: &str,
        taste: SavedTaste,
    ) -> anyhow::Result<Option<Vec<String>>> {
        let engine = self.engine.current();
        let previous = subscription.last_sent_titles.clone();
        let picks = self
            .cpu
            .run(move || picks::choose(&engine, &taste, &previous))
            .await
            .context("no CPU slot for the weekly picks")?;
        if picks.is_empty() {
            return Ok(None);
        }
        self.mailer
            .send_weekly_picks(
                to,
                subscription.user_id,
                &subscription.unsubscribe_token,
                &picks,
            )
            .await?;
        Ok(Some(picks.into_iter().map(|p| p.key).collect()))
    }
}

/// Turns weekly picks off for the member an unsubscribe link names, when its token is theirs.
/// False when the link names nobody (no subscription, a wrong token, an id that does not parse).
/// Allowed whatever the member's plan: nobody needs premium to stop a mail.
pub async fn unsubscribe(store: &dyn Store, member: &str, token: &str) -> StoreResult<bool> {
    let Ok(member) = Uuid::parse_str(member.trim()) else {
        return Ok(false);
    };
    let Some(subscription) = store.weekly_picks(member).await? else {
        return Ok(false);
    };
    if !same_token(&subscription.unsubscribe_token, token.trim()) {
        return Ok(false);
    }
    store
        .set_weekly_picks(member, false, &subscription.unsubscribe_token)
        .await?;
    Ok(true)
}

/// Compares the two tokens' SHA-256 digests in constant time: how long it takes says nothing
/// about how much of a guessed token was right.
fn same_token(stored: &str, presented: &str) -> bool {
    let (a, b) = (
        Sha256::digest(stored.as_bytes()),
        Sha256::digest(presented.as_bytes()),
    );
    a[..].ct_eq(&b[..]).into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_same_token_matches() {
        let token = "a".repeat(64);
        assert!(same_token(&token, &token));
        assert!(!same_token(&token, &"a".repeat(63)));
        assert!(!same_token(&token, &format!("{}b", "a".repeat(63))));
        assert!(!same_token(&token, ""));
    }
}
