//! The signed-in user's saved lists as the engine wants them: their dislikes are always left out,
//! their favourites personalise moods (and are left out with `excludeFavorites`), and favourites
//! and the watch-later titles not yet watched together shape the cross-media picks (the whole
//! taste when nothing is typed). Titles marked watched (by hand or by an import) are never
//! recommended again; being "seen" rather than "loved", they are no taste signal either.

use uuid::Uuid;

use crate::error::AppResult;
use crate::store::{ContentType, ListKind, SavedItem, Store};

/// What the engine needs from a user's saved lists, as the show names they saved.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SavedTaste {
    pub favorites: Vec<String>,
    /// The kind of each favourite, in the same order.
    pub favorite_kinds: Vec<ContentType>,
    /// The watch-later titles not yet watched.
    pub watch_later: Vec<String>,
    pub dislikes: Vec<String>,
    /// Favourites then the unwatched watch-later titles, each newest first.
    pub saved: Vec<String>,
    /// Watch-later titles marked watched.
    pub watched: Vec<String>,
}

impl SavedTaste {
    /// What the engine must never return: the dislikes and the titles already watched.
    pub fn never_again(&self) -> Vec<String> {
        self.dislikes.iter().chain(&self.watched).cloned().collect()
    }

    /// Empty for anonymous visitors; the member's favourites and dislikes otherwise.
    pub async fn load(store: &dyn Store, member: Option<Uuid>) -> AppResult<SavedTaste> {
        let Some(member) = member else {
            return Ok(SavedTaste::default());
        };
        let names = |items: Vec<SavedItem>| -> Vec<String> {
            items.into_iter().map(|i| i.show_name).collect()
        };
        let favorite_items = store.list_items(ListKind::Favorites, member).await?;
        let favorite_kinds = favorite_items.iter().map(|i| i.content_type).collect();
        let favorites = names(favorite_items);
        let (watched, watch_later): (Vec<SavedItem>, Vec<SavedItem>) = store
            .list_items(ListKind::WatchLater, member)
            .await?
            .into_iter()
            .partition(|i| i.watched);
        let watch_later = names(watch_later);
        let saved = favorites
            .iter()
            .rev()
            .chain(watch_later.iter().rev())
            .cloned()
            .collect();
        Ok(SavedTaste {
            favorites,
            favorite_kinds,
            watch_later,
            dislikes: names(store.list_items(ListKind::Dislikes, member).await?),
            saved,
            watched: names(watched),
        })
    }
}
