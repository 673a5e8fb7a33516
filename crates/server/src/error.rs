//! The one error type of the HTTP layer: every failure becomes `{"error": "<human message>"}` with
//! the right status. Internal details are logged, never sent to the client.

use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::json;

use engine::EngineError;

use crate::cpu::{CpuError, BUSY_MESSAGE, BUSY_RETRY_AFTER_SECS};
use crate::present::{ListedOnly, Suggestion};
use crate::store::StoreError;
use crate::typed::Unplaced;

#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error("{0}")]
    BadRequest(String),
    /// Input that parsed but breaks a rule (what other APIs answer with 422); answered as 400
    /// because the spec's client treats every 4xx alike and 400 is what it is tested against.
    #[error("{0}")]
    Validation(String),
    #[error("{0}")]
    Unauthorized(String),
    #[error("{0}")]
    Forbidden(String),
    #[error("{0}")]
    NotFound(String),
    /// None of the typed titles is in the catalog: 404 listing them, so the UI can say which, with
    /// what they might have meant.
    #[error("{message}")]
    Unresolved {
        message: String,
        unresolved: Vec<String>,
        suggestions: Vec<Suggestion>,
        listed_only: Vec<ListedOnly>,
    },
    #[error("Method {method} is not allowed on {path}")]
    MethodNotAllowed { method: String, path: String },
    #[error("{0}")]
    Conflict(String),
    #[error("Request body is too large (limit {limit} bytes)")]
    PayloadTooLarge { limit: usize },
    #[error("{0}")]
    UnsupportedMediaType(String),
    /// A 4xx the SPA must tell apart from others with the same status: adds `"code"`.
    #[error("{message}")]
    Coded {
        status: StatusCode,
        message: String,
        code: &'static str,
    },
    /// 429 with `Retry-After` and a `"code"`.
    #[error("{message}")]
    TooManyRequests {
        message: String,
        code: &'static str,
        retry_after_secs: u64,
    },
    #[error("{0}")]
    Unavailable(String),
    /// No CPU slot freed up in time ([`crate::cpu`]): 503 with `Retry-After`, so clients back off.
    #[error("{}", crate::cpu::BUSY_MESSAGE)]
    Busy,
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

pub type AppResult<T> = Result<T, AppError>;

impl AppError {
    pub fn status(&self) -> StatusCode {
        match self {
            AppError::BadRequest(_) | AppError::Validation(_) => StatusCode::BAD_REQUEST,
            AppError::Unauthorized(_) => StatusCode::UNAUTHORIZED,
            AppError::Forbidden(_) => StatusCode::FORBIDDEN,
            AppError::NotFound(_) | AppError::Unresolved { .. } => StatusCode::NOT_FOUND,
            AppError::MethodNotAllowed { .. } => StatusCode::METHOD_NOT_ALLOWED,
            AppError::Conflict(_) => StatusCode::CONFLICT,
            AppError::PayloadTooLarge { .. } => StatusCode::PAYLOAD_TOO_LARGE,
            AppError::UnsupportedMediaType(_) => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            AppError::Coded { status, .. } => *status,
            AppError::TooManyRequests { .. } => StatusCode::TOO_MANY_REQUESTS,
            AppError::Unavailable(_) | AppError::Busy => StatusCode::SERVICE_UNAVAILABLE,
            AppError::Store(StoreError::Conflict(_)) => StatusCode::CONFLICT,
            AppError::Store(e) if e.outage().is_some() => StatusCode::SERVICE_UNAVAILABLE,
            AppError::Store(_) | AppError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    /// What the client sees: the message itself for client errors, a generic text for server ones.
    fn public_message(&self) -> String {
        match self {
            AppError::Store(StoreError::Conflict(message)) => message.clone(),
            AppError::Store(e) => match e.outage() {
                Some(outage) => outage.message().to_string(),
                None => "Internal server error".to_string(),
            },
            AppError::Internal(_) => "Internal server error".to_string(),
            other => other.to_string(),
        }
    }
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        let status = self.status();
        if status.is_server_error() {
            tracing::error!(error = %self, "request failed");
        } else {
            tracing::debug!(status = status.as_u16(), error = %self, "request rejected");
        }
        match self {
            AppError::Unresolved {
                message,
                unresolved,
                suggestions,
                listed_only,
            } => {
                let body = json!({
                    "error": message,
                    "unresolved": unresolved,
                    "suggestions": suggestions,
                    "listed_only": listed_only,
                });
                (status, Json(body)).into_response()
            }
            AppError::Coded { message, code, .. } => {
                (status, Json(json!({ "error": message, "code": code }))).into_response()
            }
            AppError::TooManyRequests {
                message,
                code,
                retry_after_secs,
            } => (
                status,
                [(header::RETRY_AFTER, retry_after_secs.to_string())],
                Json(json!({ "error": message, "code": code })),
            )
                .into_response(),
            AppError::Busy => (
                status,
                [(header::RETRY_AFTER, BUSY_RETRY_AFTER_SECS.to_string())],
                Json(json!({ "error": BUSY_MESSAGE, "code": "server_busy" })),
            )
                .into_response(),
            other => json_error(status, &other.public_message()),
        }
    }
}

/// Titles the catalog lacks are mostly titles no service we cover carries (or misspelt ones).
pub const NOTHING_RESOLVED: &str = "We couldn't find these titles on the streaming services we cover. Check the spelling or try other titles.";

/// Every typed title is one only the availability lists know: it streams, we cannot match on it.
pub const NOTHING_TO_MATCH_ON: &str = "We know where these titles stream, but too little about them to find picks from them. Try other titles you love.";

impl AppError {
    /// Nothing typed could be used (a 404): the titles, what they might have meant and the ones
    /// only the availability lists know, with the message that fits.
    pub fn unresolved(
        unresolved: Vec<String>,
        suggestions: Vec<Suggestion>,
        listed_only: Vec<ListedOnly>,
    ) -> AppError {
        let message = if !unresolved.is_empty() && listed_only.len() == unresolved.len() {
            NOTHING_TO_MATCH_ON
        } else {
            NOTHING_RESOLVED
        };
        AppError::Unresolved {
            message: message.to_string(),
            unresolved,
            suggestions,
            listed_only,
        }
    }

    /// A show page for a name that is no title we describe (a 404): where it streams when the
    /// availability lists know it, else the names it might have meant, so the page is not a dead
    /// end.
    pub fn show_not_found(name: &str, unplaced: Unplaced) -> AppError {
        let message = match unplaced.listed_only.first() {
            Some(listed) => format!(
                "We know where {} streams, but too little about it (no story, genres or cast) for a page of its own.",
                listed.title
            ),
            None => format!("Show not found: {name}"),
        };
        AppError::Unresolved {
            message,
            unresolved: vec![name.to_string()],
            suggestions: unplaced.suggestions,
            listed_only: unplaced.listed_only,
        }
    }
}

/// Every engine error is the client's (bad or unknown input): a 400 with the engine's message as a
/// sentence, except "nothing you typed is in the catalog", which is a 404 listing the inputs.
impl From<EngineError> for AppError {
    fn from(err: EngineError) -> Self {
        match err {
            EngineError::NothingResolved { unresolved } => {
                AppError::unresolved(unresolved, Vec::new(), Vec::new())
            }
            other => AppError::Validation(sentence(&other.to_string())),
        }
    }
}

/// A full CPU pool is the server's state, not the client's fault; a panicked job is a bug.
impl From<CpuError> for AppError {
    fn from(err: CpuError) -> Self {
        match err {
            CpuError::Busy => AppError::Busy,
            CpuError::Failed(e) => AppError::Internal(e.into()),
        }
    }
}

/// "please enter …" → "Please enter ….": the engine writes lower-case fragments.
fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    let mut out: String = match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => return String::new(),
    };
    if !out.ends_with(['.', '!', '?']) {
        out.push('.');
    }
    out
}

/// The JSON error body every error path uses, including the layers outside the handlers.
pub fn json_error(status: StatusCode, message: &str) -> Response {
    (status, Json(json!({ "error": message }))).into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn server_errors_hide_internals() {
        let err = AppError::Internal(anyhow::anyhow!("password=hunter2 in connection string"));
        assert_eq!(err.status(), StatusCode::INTERNAL_SERVER_ERROR);
        assert_eq!(err.public_message(), "Internal server error");
    }

    /// A full CPU pool is a 503 clients can act on: when to retry, and a code to tell it apart.
    #[tokio::test]
    async fn a_busy_server_answers_503_with_retry_after_and_a_code() {
        let response = AppError::from(CpuError::Busy).into_response();
        assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE);
        assert_eq!(
            response.headers()[header::RETRY_AFTER],
            BUSY_RETRY_AFTER_SECS.to_string()
        );
        let body = axum::body::to_bytes(response.into_body(), 4096)
            .await
            .expect("body");
        let json: serde_json::Value = serde_json::from_slice(&body).expect("JSON");
        assert_eq!(json["error"], BUSY_MESSAGE);
        assert_eq!(json["code"], "server_busy");
    }

    #[test]
    fn store_conflict_is_409_with_its_message() {
        let err = AppError::from(StoreError::Conflict("already saved".into()));
        assert_eq!(err.status(), StatusCode::CONFLICT);
        assert_eq!(err.public_message(), "already saved");
    }

    #[test]
    fn a_database_outage_is_503_with_a_sentence_not_the_cause() {
        let err = AppError::from(StoreError::Database(sqlx::Error::PoolTimedOut));
        assert_eq!(err.status(), StatusCode::SERVICE_UNAVAILABLE);
        assert_eq!(
            err.public_message(),
            crate::store::Outage::Unavailable.message()
        );
        let err = AppError::from(StoreError::Database(sqlx::Error::RowNotFound));
        assert_eq!(err.status(), StatusCode::INTERNAL_SERVER_ERROR);
        assert_eq!(err.public_message(), "Internal server error");
    }

    #[test]
    fn engine_errors_become_sentences_and_unresolved_is_404() {
        let err = AppError::from(EngineError::NoInput);
        assert_eq!(err.status(), StatusCode::BAD_REQUEST);
        assert_eq!(
            err.public_message(),
            "Please enter at least one TV show or movie."
        );
        let err = AppError::from(EngineError::NothingResolved {
            unresolved: vec!["Qwzx".into()],
        });
        assert_eq!(err.status(), StatusCode::NOT_FOUND);
        assert!(
            matches!(err, AppError::Unresolved { ref unresolved, .. } if unresolved == &["Qwzx"])
        );
    }

    #[test]
    fn validation_is_400_and_limit_is_in_413_message() {
        assert_eq!(
            AppError::Validation("x".into()).status(),
            StatusCode::BAD_REQUEST
        );
        let err = AppError::PayloadTooLarge { limit: 64 };
        assert_eq!(err.status(), StatusCode::PAYLOAD_TOO_LARGE);
        assert_eq!(
            err.public_message(),
            "Request body is too large (limit 64 bytes)"
        );
    }
}
