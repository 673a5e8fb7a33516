//! Favourites, watch-later and dislikes: three lists of one shape.

use async_trait::async_trait;
use uuid::Uuid;

use super::{ListKind, NewListItem, SavedItem, StoreResult};

#[async_trait]
pub trait ListStore: Send + Sync {
    /// Fails with [`super::StoreError::Conflict`] when the show (case-insensitively) is already in
    /// the list.
    async fn add_item(&self, list: ListKind, item: NewListItem) -> StoreResult<SavedItem>;
    /// Oldest first.
    async fn list_items(&self, list: ListKind, user_id: Uuid) -> StoreResult<Vec<SavedItem>>;
    /// Case-insensitive on the show name; false when nothing was removed.
    async fn remove_item(
        &self,
        list: ListKind,
        user_id: Uuid,
        show_name: &str,
    ) -> StoreResult<bool>;
}
