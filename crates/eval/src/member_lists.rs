//! The community users' positives as members' saved lists: each becomes a member of a fresh SQLite
//! store with the titles as favourites, and the community signal is read back through the loader
//! the server's background refresher uses (`server::community::load_lists`). What the eval
//! measures is then what production would build from the same lists, name round trip included.

use catalog::{Catalog, Kind, TitleId};
use server::store::{self, ContentType, ListKind, NewListItem, NewUser, Store};

use crate::error::EvalError;
use crate::protocol::CommunityList;

/// The lists as the server would load them, with how many saved titles did not come back.
pub struct MemberLists {
    pub lists: Vec<Vec<TitleId>>,
    pub saved: usize,
    pub loaded: usize,
}

pub fn through_store(
    catalog: &Catalog,
    community: &[CommunityList],
) -> Result<MemberLists, EvalError> {
    let err = |e: &dyn std::fmt::Display| EvalError::MemberStore(e.to_string());
    let dir = tempfile::tempdir().map_err(|e| err(&e))?;
    let url = format!("sqlite://{}/members.db", dir.path().display());
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| err(&e))?;
    runtime.block_on(async {
        let store = store::connect(&url).await.map_err(|e| err(&e))?;
        let saved = save(store.as_ref(), catalog, community).await?;
        let lists = server::community::load_lists(store.as_ref(), catalog)
            .await
            .map_err(|e| err(&e))?;
        let loaded = lists.iter().map(Vec::len).sum();
        Ok(MemberLists {
            lists,
            saved,
            loaded,
        })
    })
}

async fn save(
    store: &dyn Store,
    catalog: &Catalog,
    community: &[CommunityList],
) -> Result<usize, EvalError> {
    let err = |e: &dyn std::fmt::Display| EvalError::MemberStore(e.to_string());
    let mut saved = 0;
    for (n, list) in community.iter().enumerate() {
        let user = store
            .create_user(NewUser {
                email: format!("member{n}@eval.invalid"),
                username: format!("member{n}"),
                password_hash: None,
                email_confirmed_at: None,
                favorite_shows: Vec::new(),
                favorite_genres: Vec::new(),
            })
            .await
            .map_err(|e| err(&e))?;
        for &id in &list.titles {
            let Some(title) = catalog.get(id) else {
                continue;
            };
            let item = NewListItem {
                user_id: user.id,
                show_name: title.title.clone(),
                show_data: serde_json::json!({ "title": title.title }),
                content_type: match title.kind {
                    Kind::Show => ContentType::Tv,
                    Kind::Movie => ContentType::Movie,
                },
                watched: false,
            };
            // Two catalog titles of one name and kind are one saved item, as for a member.
            match store.add_item(ListKind::Favorites, item).await {
                Ok(_) => saved += 1,
                Err(store::StoreError::Conflict(_)) => {}
                Err(e) => return Err(err(&e)),
            }
        }
    }
    Ok(saved)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_catalog::{catalog_of, movie, show};

    #[test]
    fn lists_come_back_through_the_store_as_the_server_loads_them() {
        let catalog = catalog_of(vec![
            movie(0, "Heat", Some("tt0113277"), 900),
            movie(1, "Ronin", Some("tt0122690"), 500),
            show(2, "Ozark", 700),
        ]);
        let community: Vec<CommunityList> = (0..4)
            .map(|u| CommunityList {
                user_id: u,
                titles: if u == 3 { vec![2] } else { vec![0, 1, 2] },
            })
            .collect();
        let got = through_store(&catalog, &community).expect("through the store");
        assert_eq!(got.saved, 10);
        // A member with one title says nothing about pairs, so the loader leaves the list out.
        assert_eq!(got.loaded, 9);
        let mut lists = got.lists;
        for l in &mut lists {
            l.sort_unstable();
        }
        assert_eq!(lists, vec![vec![0, 1, 2]; 3]);
    }
}
