//! `POST /api/contact`: the contact form's message, stored and mailed to the operator
//! (rules in `crate::contact`).

use axum::extract::State;
use axum::http::StatusCode;
use axum::routing::post;
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::{json, Value};

use crate::auth::ClientIp;
use crate::contact::ContactForm;
use crate::error::AppResult;
use crate::extract::ApiJson;
use crate::state::AppState;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ContactBody {
    name: String,
    email: String,
    message: String,
}

pub fn router() -> Router<AppState> {
    Router::new().route("/api/contact", post(send))
}

async fn send(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    ApiJson(body): ApiJson<ContactBody>,
) -> AppResult<(StatusCode, Json<Value>)> {
    let form = ContactForm {
        name: body.name,
        email: body.email,
        message: body.message,
    };
    let id = state.contact.send(ip, form).await?;
    Ok((StatusCode::CREATED, Json(json!({ "id": id }))))
}
