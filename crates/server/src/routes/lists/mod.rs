//! The members' lists of spec §7 (docs/API.md, "Members' lists"): favourites, watch later and
//! dislikes, each with a GET of the whole list, a POST adding one title and a DELETE removing one.
//! Every call needs a bearer token and only ever touches the bearer's own lists; dislikes are for
//! premium members only. The rules live in [`service`].

use axum::extract::State;
use axum::http::StatusCode;
use axum::routing::{delete, get, post};
use axum::{Json, Router};
use serde_json::{json, Map, Value};

use crate::auth::{AuthUser, CurrentUser};
use crate::error::AppResult;
use crate::extract::{ApiJson, ApiPath};
use crate::state::AppState;
use crate::store::ListKind;

use self::service::AddRequest;
use self::types::{keys, AddBody, EnhanceBody, ItemBody};

pub(crate) mod service;
mod types;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/api/favorites", post(add_favorite))
        .route("/api/favorites/{user_id}", get(list_favorites))
        .route(
            "/api/favorites/{user_id}/{show_name}",
            delete(remove_favorite),
        )
        .route("/api/watch-later", post(add_watch_later))
        .route("/api/watch-later/{user_id}", get(list_watch_later))
        .route(
            "/api/watch-later/{user_id}/{show_name}",
            delete(remove_watch_later),
        )
        .route("/api/dislikes", post(add_dislike))
        .route("/api/dislikes/{user_id}", get(list_dislikes))
        .route(
            "/api/dislikes/{user_id}/{show_name}",
            delete(remove_dislike),
        )
        .route(
            "/api/enhance-and-add-favorite",
            post(enhance_and_add_favorite),
        )
}

type Reply = AppResult<(StatusCode, Json<Value>)>;

/// Who may use `list`: anyone signed in for favourites and watch later, premium members for
/// dislikes.
async fn check_access(state: &AppState, list: ListKind, user: CurrentUser) -> AppResult<()> {
    if list == ListKind::Dislikes {
        service::require_premium(state.store.as_ref(), user).await?;
    }
    Ok(())
}

async fn list_items(state: &AppState, list: ListKind, user: CurrentUser, target: &str) -> Reply {
    service::require_own(user, target)?;
    check_access(state, list, user).await?;
    let items: Vec<ItemBody> = state
        .store
        .list_items(list, user.id)
        .await?
        .into_iter()
        .map(|item| ItemBody::new(list, item))
        .collect();
    let mut body = Map::new();
    body.insert(keys(list).1.to_string(), json!(items));
    Ok((StatusCode::OK, Json(Value::Object(body))))
}

async fn add_item(state: &AppState, list: ListKind, user: CurrentUser, body: AddBody) -> Reply {
    if let Some(target) = &body.user_id {
        service::require_own(user, target)?;
    }
    check_access(state, list, user).await?;
    let request = AddRequest {
        show_name: service::clean_show_name(body.show_name.as_deref().unwrap_or_default())?,
        show_data: service::check_show_data(body.show_data)?,
        content_type: service::parse_content_type(body.content_type.as_deref())?,
        watched: body.watched.unwrap_or(false),
    };
    saved(state, list, user, request).await
}

async fn saved(state: &AppState, list: ListKind, user: CurrentUser, request: AddRequest) -> Reply {
    let engine = state.engine.current();
    let (item, created) = service::add(state.store.as_ref(), &engine, list, user, request).await?;
    if created {
        state.community.mark_changed();
    }
    let status = if created {
        StatusCode::CREATED
    } else {
        StatusCode::OK
    };
    let mut body = Map::new();
    body.insert(keys(list).0.to_string(), json!(ItemBody::new(list, item)));
    Ok((status, Json(Value::Object(body))))
}

async fn remove_item(
    state: &AppState,
    list: ListKind,
    user: CurrentUser,
    (target, show_name): (String, String),
) -> Reply {
    service::require_own(user, &target)?;
    check_access(state, list, user).await?;
    let show_name = service::clean_show_name(&show_name)?;
    let removed =
        service::remove(state.store.as_ref(), &state.catalog, list, user, &show_name).await?;
    if removed {
        state.community.mark_changed();
    }
    Ok((
        StatusCode::OK,
        Json(json!({ "success": true, "removed": removed })),
    ))
}

async fn list_favorites(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    ApiPath(target): ApiPath<String>,
) -> Reply {
    list_items(&state, ListKind::Favorites, user, &target).await
}

async fn add_favorite(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    ApiJson(body): ApiJson<AddBody>,
) -> Reply {
    add_item(&state, ListKind::Favorites, user, body).await
}

async fn remove_favorite(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    ApiPath(path): ApiPath<(String, String)>,
) -> Reply {
    remove_item(&state, ListKind::Favorites, user, path).await
}

async fn list_watch_later(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    ApiPath(target): ApiPath<String>,
) -> Reply {
    list_items(&state, ListKind::WatchLater, user, &target).await
}

async fn add_watch_later(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    ApiJson(body): ApiJson<AddBody>,
) -> Reply {
    add_item(&state, ListKind::WatchLater, user, body).await
}

async fn remove_watch_later(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    ApiPath(path): ApiPath<(String, String)>,
) -> Reply {
    remove_item(&state, ListKind::WatchLater, user, path).await
}

async fn list_dislikes(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    ApiPath(target): ApiPath<String>,
) -> Reply {
    list_items(&state, ListKind::Dislikes, user, &target).await
}

async fn add_dislike(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    ApiJson(body): ApiJson<AddBody>,
) -> Reply {
    add_item(&state, ListKind::Dislikes, user, body).await
}

async fn remove_dislike(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    ApiPath(path): ApiPath<(String, String)>,
) -> Reply {
    remove_item(&state, ListKind::Dislikes, user, path).await
}

/// Resolves a typed title and saves the catalog's full card for it as a favourite; an unknown
/// title is a 404 saying so, never saved.
async fn enhance_and_add_favorite(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    ApiJson(body): ApiJson<EnhanceBody>,
) -> Reply {
    if let Some(target) = &body.user_id {
        service::require_own(user, target)?;
    }
    let request = AddRequest {
        show_name: service::clean_show_name(body.show_name.as_deref().unwrap_or_default())?,
        show_data: None,
        content_type: service::parse_content_type(body.content_type.as_deref())?,
        watched: false,
    };
    saved(&state, ListKind::Favorites, user, request).await
}
