//! Favourites, watch-later and dislikes: three lists of one shape.

use async_trait::async_trait;
use uuid::Uuid;

use super::{ContentType, ListKind, NewListItem, SavedItem, StoreResult};

#[async_trait]
pub trait ListStore: Send + Sync {
    /// Fails with [`super::StoreError::Conflict`] when the show (case-insensitively) is already in
    /// the list.
    async fn add_item(&self, list: ListKind, item: NewListItem) -> StoreResult<SavedItem>;
    /// Adds every item in one transaction (all or none), skipping titles already in their list;
    /// returns how many rows were added. For imports, where a half-written list is worse than none.
    async fn add_items(&self, items: Vec<(ListKind, NewListItem)>) -> StoreResult<u64>;
    /// Oldest first.
    async fn list_items(&self, list: ListKind, user_id: Uuid) -> StoreResult<Vec<SavedItem>>;
    /// Case-insensitive on the show name; false when nothing was removed.
    async fn remove_item(
        &self,
        list: ListKind,
        user_id: Uuid,
        show_name: &str,
    ) -> StoreResult<bool>;
    /// Every member's positive titles (favourites and watch-later) with their kind, one list per
    /// member, for the community signal. No user id leaves the store with them.
    async fn community_lists(&self) -> StoreResult<Vec<Vec<(String, ContentType)>>>;
}

/// Rows of (member, item) ordered by member, grouped into one list per member.
pub(crate) fn group_by_member<K: PartialEq, T>(
    rows: impl IntoIterator<Item = (K, T)>,
) -> Vec<Vec<T>> {
    let mut lists: Vec<Vec<T>> = Vec::new();
    let mut current: Option<K> = None;
    for (member, item) in rows {
        if current.as_ref() != Some(&member) {
            lists.push(Vec::new());
            current = Some(member);
        }
        if let Some(list) = lists.last_mut() {
            list.push(item);
        }
    }
    lists
}

#[cfg(test)]
mod tests {
    use super::group_by_member;

    #[test]
    fn rows_group_into_one_list_per_member() {
        let rows =
            [(1, "A"), (1, "B"), (2, "C"), (3, "D"), (3, "E")].map(|(m, n)| (m, n.to_string()));
        assert_eq!(
            group_by_member(rows),
            vec![vec!["A", "B"], vec!["C"], vec!["D", "E"]]
        );
        assert!(group_by_member(Vec::<(u8, String)>::new()).is_empty());
    }
}
