//! Extractors whose every rejection is a clear JSON error: JSON bodies (axum's own `Json` answers
//! plain text and 422), path segments and query strings (axum's answer plain text).

use std::time::Duration;

use axum::body::{Body, Bytes};
use axum::extract::{FromRequest, FromRequestParts, Path, Query, Request};
use axum::http::request::Parts;
use axum::http::{header, HeaderMap, StatusCode};
use http_body_util::BodyExt;
use serde::de::DeserializeOwned;
use serde_json::error::Category;

use crate::error::AppError;
use crate::state::AppState;

/// A JSON request body. Requires `Content-Type: application/json` (or `application/*+json`).
#[derive(Debug, Clone)]
pub struct ApiJson<T>(pub T);

/// Like [`ApiJson`] but also accepts `text/plain`: `navigator.sendBeacon` with a string body sends
/// that type, and the monitoring queue flushes through a beacon on page unload.
#[derive(Debug, Clone)]
pub struct BeaconJson<T>(pub T);

impl<T: DeserializeOwned> FromRequest<AppState> for ApiJson<T> {
    type Rejection = AppError;

    async fn from_request(req: Request, state: &AppState) -> Result<Self, Self::Rejection> {
        check_content_type(req.headers(), false)?;
        let bytes = read_body(req, state).await?;
        parse_json(&bytes).map(ApiJson)
    }
}

impl<T: DeserializeOwned> FromRequest<AppState> for BeaconJson<T> {
    type Rejection = AppError;

    async fn from_request(req: Request, state: &AppState) -> Result<Self, Self::Rejection> {
        check_content_type(req.headers(), true)?;
        let bytes = read_body(req, state).await?;
        parse_json(&bytes).map(BeaconJson)
    }
}

/// A path segment (`/api/favorites/{user_id}`): one that is not UTF-8 or not the expected type is
/// the API's JSON 400.
#[derive(Debug, Clone)]
pub struct ApiPath<T>(pub T);

/// A query string, with the same JSON 400.
#[derive(Debug, Clone)]
pub struct ApiQuery<T>(pub T);

impl<T, S> FromRequestParts<S> for ApiPath<T>
where
    T: DeserializeOwned + Send,
    S: Send + Sync,
{
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        Path::<T>::from_request_parts(parts, state)
            .await
            .map(|Path(value)| ApiPath(value))
            .map_err(|e| AppError::BadRequest(format!("Invalid address: {}", e.body_text())))
    }
}

impl<T, S> FromRequestParts<S> for ApiQuery<T>
where
    T: DeserializeOwned + Send,
    S: Send + Sync,
{
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        Query::<T>::from_request_parts(parts, state)
            .await
            .map(|Query(value)| ApiQuery(value))
            .map_err(|e| AppError::BadRequest(format!("Invalid query string: {}", e.body_text())))
    }
}

fn check_content_type(headers: &HeaderMap, allow_text_plain: bool) -> Result<(), AppError> {
    let expected = || {
        AppError::UnsupportedMediaType(
            "Expected a JSON body with the header 'Content-Type: application/json'".to_string(),
        )
    };
    let value = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .ok_or_else(expected)?;
    let essence = value
        .split(';')
        .next()
        .unwrap_or_default()
        .trim()
        .to_ascii_lowercase();
    let is_json = essence == "application/json"
        || (essence.starts_with("application/") && essence.ends_with("+json"));
    if is_json || (allow_text_plain && essence == "text/plain") {
        Ok(())
    } else {
        Err(expected())
    }
}

/// How much of an oversized body is read and thrown away before answering 413, and for how long.
/// Answering while the client is still sending makes the server close a socket with unread data,
/// which resets the connection: the client then sees a network error instead of our message.
/// Reading a bounded amount first (as nginx's lingering close does) lets the 413 arrive.
const DRAIN_CAP_BYTES: usize = 8 << 20;
const DRAIN_TIME: Duration = Duration::from_secs(5);

async fn read_body(req: Request, state: &AppState) -> Result<Bytes, AppError> {
    read_body_within(req, state, state.config.http.max_body_bytes).await
}

/// The body, at most `limit` bytes (a route that raises the router's limit passes its own): 413
/// above it, after draining enough that the client reads the answer.
pub async fn read_body_within(
    req: Request,
    state: &AppState,
    limit: usize,
) -> Result<Bytes, AppError> {
    if declared_length(req.headers()).is_some_and(|n| n > limit) {
        drain(req.into_body()).await;
        return Err(AppError::PayloadTooLarge { limit });
    }
    // `Bytes` enforces the route's `DefaultBodyLimit` (set to the same limit) and answers 413.
    Bytes::from_request(req, state).await.map_err(|rejection| {
        if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
            AppError::PayloadTooLarge { limit }
        } else {
            AppError::BadRequest(format!(
                "Could not read the request body: {}",
                rejection.body_text()
            ))
        }
    })
}

fn declared_length(headers: &HeaderMap) -> Option<usize> {
    headers
        .get(header::CONTENT_LENGTH)?
        .to_str()
        .ok()?
        .trim()
        .parse()
        .ok()
}

/// Reads and discards up to [`DRAIN_CAP_BYTES`] within [`DRAIN_TIME`]; a read error just stops it.
async fn drain(mut body: Body) {
    let read = async {
        let mut seen = 0usize;
        while seen <= DRAIN_CAP_BYTES {
            match body.frame().await {
                Some(Ok(frame)) => seen += frame.data_ref().map_or(0, |d| d.len()),
                _ => break,
            }
        }
    };
    let _ = tokio::time::timeout(DRAIN_TIME, read).await;
}

/// Parses `bytes` as `T`, turning serde's error into a sentence that names the field and position.
pub fn parse_json<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, AppError> {
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Err(AppError::BadRequest(
            "Request body is empty: expected a JSON document".to_string(),
        ));
    }
    // JSON is UTF-8 (RFC 8259). Checked on the whole body, since serde checks only the strings it
    // reads: bytes that are not text in an ignored field would otherwise pass.
    let text = std::str::from_utf8(bytes).map_err(|e| {
        AppError::BadRequest(format!(
            "Request body is not UTF-8 text (at byte {}): expected a JSON document",
            e.valid_up_to()
        ))
    })?;
    let mut deserializer = serde_json::Deserializer::from_str(text);
    let value = serde_path_to_error::deserialize(&mut deserializer)
        .map_err(|err| AppError::BadRequest(describe(err.inner(), &err.path().to_string())))?;
    // Reject trailing characters after the document, as serde_json::from_slice would.
    deserializer
        .end()
        .map_err(|err| AppError::BadRequest(describe(&err, ".")))?;
    Ok(value)
}

fn describe(inner: &serde_json::Error, path: &str) -> String {
    let message = without_position(inner);
    match inner.classify() {
        Category::Syntax | Category::Eof => format!(
            "Malformed JSON at line {}, column {}: {message}",
            inner.line(),
            inner.column()
        ),
        Category::Data => match path {
            "." => format!("Invalid request body: {message}"),
            path => format!("Invalid value for '{path}': {message}"),
        },
        Category::Io => "Could not read the request body".to_string(),
    }
}

/// serde_json appends " at line L column C"; the sentence above places the position itself.
/// What serde expected is said in JSON's words, not Rust's ("expected struct CrossMediaBody").
fn without_position(err: &serde_json::Error) -> String {
    let full = err.to_string();
    let suffix = format!(" at line {} column {}", err.line(), err.column());
    in_json_words(full.strip_suffix(&suffix).unwrap_or(&full))
}

fn in_json_words(message: &str) -> String {
    const EXPECTED: &str = "expected ";
    let Some(at) = message.rfind(EXPECTED) else {
        return message.to_string();
    };
    let (head, rust) = message.split_at(at + EXPECTED.len());
    let json = match rust {
        "a map" => "a JSON object",
        _ if rust.starts_with("struct ") => "a JSON object",
        _ if rust.starts_with("enum ") => "one of the allowed values",
        "a sequence" => "an array",
        "u8" | "u16" | "u32" | "u64" | "usize" => "a whole number, 0 or more",
        "i8" | "i16" | "i32" | "i64" | "isize" => "a whole number",
        "f32" | "f64" => "a number",
        other => other,
    };
    format!("{head}{json}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Debug, Deserialize)]
    #[allow(dead_code)]
    struct Body {
        events: Vec<u32>,
    }

    fn error_of(input: &str) -> String {
        match parse_json::<Body>(input.as_bytes()) {
            Err(err) => err.to_string(),
            Ok(body) => panic!("expected an error, got {body:?}"),
        }
    }

    #[test]
    fn malformed_json_names_the_position() {
        assert_eq!(
            error_of("{\"events\": [1,"),
            "Malformed JSON at line 1, column 14: EOF while parsing a value"
        );
        assert_eq!(
            error_of("{events}"),
            "Malformed JSON at line 1, column 2: key must be a string"
        );
    }

    #[test]
    fn wrong_type_names_the_field() {
        assert_eq!(
            error_of("{\"events\": \"many\"}"),
            "Invalid value for 'events': invalid type: string \"many\", expected an array"
        );
        assert_eq!(
            error_of("{\"events\": [1, \"x\"]}"),
            "Invalid value for 'events[1]': invalid type: string \"x\", expected a whole number, 0 or more"
        );
    }

    #[test]
    fn missing_field_and_empty_body() {
        assert_eq!(
            error_of("{}"),
            "Invalid request body: missing field `events`"
        );
        assert_eq!(
            error_of("  "),
            "Request body is empty: expected a JSON document"
        );
    }

    #[test]
    fn bytes_that_are_not_utf8_are_rejected_anywhere() {
        let err = parse_json::<Body>(b"{\"events\": [], \"ignored\": \"\xff\"}").unwrap_err();
        assert_eq!(
            err.to_string(),
            "Request body is not UTF-8 text (at byte 27): expected a JSON document"
        );
    }

    #[test]
    fn trailing_garbage_is_rejected() {
        assert_eq!(
            error_of("{\"events\": []} x"),
            "Malformed JSON at line 1, column 16: trailing characters"
        );
    }

    #[test]
    fn content_type_rules() {
        let headers = |v: &str| {
            let mut h = HeaderMap::new();
            h.insert(header::CONTENT_TYPE, v.parse().unwrap());
            h
        };
        assert!(check_content_type(&headers("application/json; charset=utf-8"), false).is_ok());
        assert!(check_content_type(&headers("application/csp-report+json"), false).is_ok());
        assert!(check_content_type(&headers("text/plain"), false).is_err());
        assert!(check_content_type(&headers("text/plain;charset=UTF-8"), true).is_ok());
        assert!(check_content_type(&headers("application/x-www-form-urlencoded"), true).is_err());
        assert!(check_content_type(&HeaderMap::new(), false).is_err());
    }
}
