//! The community signal from members' lists: what members save together (favourites and watch
//! later) becomes the engine's item-item co-occurrence. It is rebuilt in the background after lists
//! change, never on the request path: a list write only marks the signal stale.
//!
//! Privacy: only show names leave the store, and the engine counts a pair of titles only when
//! several members saved both (see `engine::Community`), so no member's list can be read back
//! through another member's picks.

use std::sync::Arc;
use std::time::{Duration, Instant};

use catalog::{Catalog, Kind, TitleId};
use tokio::sync::Notify;

use crate::live_engine::LiveEngine;
use crate::store::{ContentType, Store, StoreResult};

/// Marks the signal stale; cheap to clone into the routes that change lists.
#[derive(Clone, Default)]
pub struct CommunitySignal {
    changed: Arc<Notify>,
}

impl CommunitySignal {
    /// A list changed: the background task rebuilds after its settle time.
    pub fn mark_changed(&self) {
        self.changed.notify_one();
    }

    /// Builds the signal once now, then again after every change, at most once per `settle`
    /// (a burst of saves costs one rebuild). Runs until the runtime shuts down.
    pub fn spawn_refresher(
        &self,
        store: Arc<dyn Store>,
        engine: Arc<LiveEngine>,
        settle: Duration,
    ) {
        let changed = Arc::clone(&self.changed);
        tokio::spawn(async move {
            loop {
                rebuild(store.as_ref(), &engine).await;
                changed.notified().await;
                tokio::time::sleep(settle).await;
            }
        });
    }
}

/// Reads every member's positives and swaps a new signal into the engine. A failure keeps the
/// previous signal: picks stay good, only less fresh.
async fn rebuild(store: &dyn Store, engine: &LiveEngine) {
    let started = Instant::now();
    let lists = match store.community_lists().await {
        Ok(lists) => lists,
        Err(err) => {
            tracing::warn!(error = %err, "community signal: cannot read members' lists");
            return;
        }
    };
    let engine = engine.current();
    // Resolving names and counting pairs is CPU work proportional to the lists: off the async
    // workers.
    let built = tokio::task::spawn_blocking(move || {
        let ids = resolve_lists(engine.catalog(), &lists);
        engine.set_community(&ids);
        (ids.len(), ids.iter().map(Vec::len).sum::<usize>())
    })
    .await;
    match built {
        Ok((members, titles)) => {
            metrics::gauge!(crate::metrics::COMMUNITY_MEMBERS).set(members as f64);
            tracing::info!(
                members,
                titles,
                ms = started.elapsed().as_millis() as u64,
                "community signal rebuilt"
            );
        }
        Err(err) => tracing::warn!(error = %err, "community signal: rebuild failed"),
    }
}

/// Every member's positives as the engine's community lists: the path the server's refresher
/// takes, and the one `make eval` measures.
pub async fn load_lists(store: &dyn Store, catalog: &Catalog) -> StoreResult<Vec<Vec<TitleId>>> {
    Ok(resolve_lists(catalog, &store.community_lists().await?))
}

/// Saved names are catalog titles of the saved kind (the lists resolve them on save); a name the
/// catalog no longer knows (after a catalog rebuild) is skipped, and a list of one title says
/// nothing about pairs.
fn resolve_lists(catalog: &Catalog, lists: &[Vec<(String, ContentType)>]) -> Vec<Vec<TitleId>> {
    lists
        .iter()
        .map(|items| {
            items
                .iter()
                .filter_map(|(name, kind)| {
                    let kind = match kind {
                        ContentType::Tv => Kind::Show,
                        ContentType::Movie => Kind::Movie,
                    };
                    catalog.resolve(name, Some(kind)).map(|r| r.id)
                })
                .collect::<Vec<_>>()
        })
        .filter(|ids| ids.len() > 1)
        .collect()
}
