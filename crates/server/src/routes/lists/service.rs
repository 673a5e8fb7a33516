//! The rules of the members' lists, apart from HTTP: whose list it is, who may keep dislikes, what
//! a saved title is (a catalog title, never what the client typed), idempotent adds and the cap.

use catalog::{Catalog, Kind, Title};
use engine::title_list::{clean_title, within_length, MAX_TITLE_CHARS};
use engine::Engine;
use serde_json::Value;

use crate::auth::CurrentUser;
use crate::error::{AppError, AppResult};
use crate::present;
use crate::store::{normalize_key, ContentType, ListKind, NewListItem, SavedItem, Store};

/// Titles one member may keep in one list.
pub const MAX_ITEMS_PER_LIST: usize = 500;
/// The largest `show_data` accepted, as serialized JSON.
pub const MAX_SHOW_DATA_BYTES: usize = 16 * 1024;
/// The client's explanation is kept on the saved card, cut to this many characters.
const MAX_EXPLANATION_CHARS: usize = 1000;

/// What a member asks to save, already parsed from the body.
#[derive(Debug, Clone)]
pub struct AddRequest {
    pub show_name: String,
    pub show_data: Option<Value>,
    pub content_type: ContentType,
    pub watched: bool,
}

/// 403 unless `target` (a path or body user id) is the bearer's own.
pub fn require_own(user: CurrentUser, target: &str) -> AppResult<()> {
    if user.owns(target) {
        Ok(())
    } else {
        Err(AppError::Forbidden(
            "You can only see or change your own lists.".to_string(),
        ))
    }
}

/// Dislikes are premium (spec §6): 403 with a code otherwise, so the SPA can tell it from
/// someone else's id.
pub async fn require_premium(store: &dyn Store, user: CurrentUser) -> AppResult<()> {
    crate::routes::premium::require_premium(
        store,
        user,
        "Dislikes are a premium feature. Upgrade to hide titles from your recommendations.",
    )
    .await
}

/// A show name from a path or a body: cleaned, not blank, not over the title length.
pub fn clean_show_name(raw: &str) -> AppResult<String> {
    let name = clean_title(raw);
    if name.is_empty() {
        return Err(AppError::Validation("show_name is required.".to_string()));
    }
    if !within_length(&name) {
        return Err(AppError::Validation(format!(
            "show_name is too long: at most {MAX_TITLE_CHARS} characters are allowed."
        )));
    }
    Ok(name)
}

/// `show_data` must be a JSON object no larger than [`MAX_SHOW_DATA_BYTES`]; null counts as absent.
pub fn check_show_data(data: Option<Value>) -> AppResult<Option<Value>> {
    match data {
        None | Some(Value::Null) => Ok(None),
        Some(Value::Object(map)) => {
            let size = serde_json::to_vec(&map)
                .map(|v| v.len())
                .unwrap_or(usize::MAX);
            if size > MAX_SHOW_DATA_BYTES {
                return Err(AppError::Validation(format!(
                    "show_data is too large: at most {} KB are allowed.",
                    MAX_SHOW_DATA_BYTES / 1024
                )));
            }
            Ok(Some(Value::Object(map)))
        }
        Some(_) => Err(AppError::Validation(
            "show_data must be a JSON object (the recommendation).".to_string(),
        )),
    }
}

/// `content_type`: tv or movie, missing (or null) counts as tv.
pub fn parse_content_type(raw: Option<&str>) -> AppResult<ContentType> {
    match raw.map(str::trim) {
        None => Ok(ContentType::Tv),
        Some(s) => match s.to_ascii_lowercase().as_str() {
            "tv" => Ok(ContentType::Tv),
            "movie" => Ok(ContentType::Movie),
            _ => Err(AppError::Validation(
                "content_type must be 'tv' or 'movie'.".to_string(),
            )),
        },
    }
}

fn kind_of(content_type: ContentType) -> Kind {
    match content_type {
        ContentType::Tv => Kind::Show,
        ContentType::Movie => Kind::Movie,
    }
}

/// The catalog title a member means: the card's own id (`show_data.id`) when it names this very
/// title, else the name resolved like typed input, with the content type as a hint.
pub fn resolve<'c>(
    catalog: &'c Catalog,
    show_name: &str,
    show_data: Option<&Value>,
    content_type: ContentType,
) -> AppResult<&'c Title> {
    let by_id = show_data
        .and_then(|d| d.get("id"))
        .and_then(Value::as_str)
        .and_then(|key| catalog.by_key(key))
        .filter(|t| normalize_key(&t.title) == normalize_key(show_name));
    by_id
        .or_else(|| {
            catalog
                .resolve(show_name, Some(kind_of(content_type)))
                .and_then(|r| catalog.get(r.id))
        })
        .ok_or_else(|| {
            let hint = Some(kind_of(content_type));
            AppError::NotFound(match catalog.listed(show_name, hint) {
                // Spelt right: only the availability lists know it (`catalog::ListedTitle`).
                Some(listed) => format!(
                    "'{}' streams, but we know too little about it to save it. Try another title.",
                    listed.title
                ),
                None => format!(
                    "'{show_name}' is not in our catalog, so it cannot be saved. Check the spelling."
                ),
            })
        })
}

/// The saved `show_data`: the catalog's own card for the title, keeping the explanation the member
/// saw on it (the only part that depends on the request that produced the card).
fn saved_card(engine: &Engine, title: &Title, client: Option<&Value>) -> Value {
    let explanation = client
        .and_then(|d| d.get("explanation"))
        .and_then(Value::as_str)
        .map(|s| s.chars().take(MAX_EXPLANATION_CHARS).collect())
        .unwrap_or_default();
    serde_json::to_value(present::recommendation(engine, title, explanation, &[]))
        .unwrap_or(Value::Null)
}

fn list_label(list: ListKind) -> &'static str {
    match list {
        ListKind::Favorites => "favorites list",
        ListKind::WatchLater => "watch-later list",
        ListKind::Dislikes => "dislikes list",
    }
}

/// Saves a catalog title in the member's list. `Ok((item, true))` when it was added, `Ok((existing,
/// false))` when the title was already there (adding twice changes nothing).
pub async fn add(
    store: &dyn Store,
    engine: &Engine,
    list: ListKind,
    user: CurrentUser,
    request: AddRequest,
) -> AppResult<(SavedItem, bool)> {
    let title = resolve(
        engine.catalog(),
        &request.show_name,
        request.show_data.as_ref(),
        request.content_type,
    )?;
    // The name the cards show (`catalog::display_name`), so the page finds the item it saved.
    let name = title.display_name().into_owned();
    let key = normalize_key(&name);
    let existing = store.list_items(list, user.id).await?;
    if let Some(item) = existing.iter().find(|i| normalize_key(&i.show_name) == key) {
        return Ok((item.clone(), false));
    }
    if existing.len() >= MAX_ITEMS_PER_LIST {
        return Err(AppError::Conflict(format!(
            "Your {} is full: at most {MAX_ITEMS_PER_LIST} titles. Remove some to add more.",
            list_label(list)
        )));
    }
    let item = NewListItem {
        user_id: user.id,
        show_name: name,
        show_data: saved_card(engine, title, request.show_data.as_ref()),
        content_type: ContentType::from(title.kind),
        watched: list == ListKind::WatchLater && request.watched,
    };
    match store.add_item(list, item).await {
        Ok(saved) => Ok((saved, true)),
        // Two adds of the same title raced: the other one won, answer with its item.
        Err(crate::store::StoreError::Conflict(_)) => store
            .list_items(list, user.id)
            .await?
            .into_iter()
            .find(|i| normalize_key(&i.show_name) == key)
            .map(|i| (i, false))
            .ok_or_else(|| AppError::Conflict("This title is already in the list".to_string())),
        Err(e) => Err(e.into()),
    }
}

/// Removes a title by the name the client has (trimmed, case-insensitive); when nothing has that
/// name, by the names of the catalog title it resolves to (the one cards show, and the sources'
/// name items were saved under before cards showed brackets). Removing a title that is not there
/// is not an error.
pub async fn remove(
    store: &dyn Store,
    catalog: &Catalog,
    list: ListKind,
    user: CurrentUser,
    show_name: &str,
) -> AppResult<bool> {
    if store.remove_item(list, user.id, show_name).await? {
        return Ok(true);
    }
    let Some(title) = catalog
        .resolve(show_name, None)
        .and_then(|r| catalog.get(r.id))
    else {
        return Ok(false);
    };
    for name in [title.display_name().as_ref(), title.title.as_str()] {
        if normalize_key(name) != normalize_key(show_name)
            && store.remove_item(list, user.id, name).await?
        {
            return Ok(true);
        }
    }
    Ok(false)
}
