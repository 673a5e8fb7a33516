//! The wire format of `POST /api/rum` (spec: usage monitoring) and its checks. A batch is
//! accepted whole or refused whole: one bad event makes the request a 400 and nothing is stored.

use chrono::{DateTime, Utc};
use serde::de::DeserializeOwned;
use serde::Deserialize;
use serde_json::{Map, Value};

use super::vitals::Vital;
use crate::limits::RUM_EVENTS;
use crate::store::RumEvent;

/// Names, ids, actions, titles.
pub const MAX_SHORT: usize = 200;
/// URLs and error messages.
pub const MAX_TEXT: usize = 2048;
/// Stack traces (read, checked, not stored).
pub const MAX_STACK: usize = 8192;

/// Events are read as plain objects first, so an oversized batch is refused by its count before
/// any event is examined. Unknown fields are ignored everywhere (serde's default), so newer
/// clients keep working.
#[derive(Debug, Deserialize)]
pub struct RumBatch {
    pub events: Vec<Map<String, Value>>,
}

#[derive(Debug, Deserialize)]
struct WireEvent {
    timestamp: DateTime<Utc>,
    session_id: String,
    #[serde(default)]
    user_id: Option<String>,
    page_url: String,
    #[serde(default)]
    user_agent: Option<String>,
    #[serde(rename = "type")]
    event_type: String,
    data: Value,
}

#[derive(Deserialize)]
struct PageView {
    #[serde(default)]
    referrer: Option<String>,
    #[serde(default)]
    title: Option<String>,
}

#[derive(Deserialize)]
struct FeatureUsage {
    feature: String,
    action: String,
    #[serde(default)]
    context: Option<String>,
}

#[derive(Deserialize)]
struct Interaction {
    element: String,
    action: String,
    #[serde(default)]
    target: Option<String>,
    #[serde(default)]
    value: Option<String>,
}

#[derive(Deserialize)]
struct WebVital {
    name: String,
    value: f64,
}

#[derive(Deserialize)]
struct ErrorData {
    message: String,
    #[serde(default)]
    stack: Option<String>,
    #[serde(default)]
    filename: Option<String>,
    #[serde(rename = "type")]
    kind: String,
}

const ERROR_KINDS: [&str; 3] = ["javascript", "unhandled_promise", "network"];

/// Checks every event and turns the batch into rows, or names the first problem.
pub fn validate(batch: RumBatch, received_at: DateTime<Utc>) -> Result<Vec<RumEvent>, String> {
    let received = batch.events.len();
    if received > RUM_EVENTS {
        return Err(format!(
            "Too many events: {received} (at most {RUM_EVENTS} per request)"
        ));
    }
    batch
        .events
        .into_iter()
        .enumerate()
        .map(|(i, event)| {
            serde_json::from_value(Value::Object(event))
                .map_err(|e| e.to_string())
                .and_then(|event| to_row(event, received_at))
                .map_err(|e| format!("events[{i}]: {e}"))
        })
        .collect()
}

fn to_row(event: WireEvent, received_at: DateTime<Utc>) -> Result<RumEvent, String> {
    check("session_id", &event.session_id, MAX_SHORT)?;
    check_opt("user_id", &event.user_id, MAX_SHORT)?;
    check("page_url", &event.page_url, MAX_TEXT)?;
    check_opt("user_agent", &event.user_agent, MAX_TEXT)?;
    let mut row = RumEvent {
        received_at,
        occurred_at: crate::store::micros(event.timestamp),
        session_id: event.session_id,
        page: page_path(&event.page_url),
        event_type: event.event_type.clone(),
        name: String::new(),
        action: None,
        value: None,
        rating: None,
        message: None,
    };
    match event.event_type.as_str() {
        "page_view" => {
            let data: PageView = data(event.data)?;
            check_opt("data.referrer", &data.referrer, MAX_TEXT)?;
            check_opt("data.title", &data.title, MAX_SHORT)?;
            row.name = data.title.unwrap_or_default();
        }
        "feature_usage" => {
            let data: FeatureUsage = data(event.data)?;
            check("data.feature", &data.feature, MAX_SHORT)?;
            check("data.action", &data.action, MAX_SHORT)?;
            check_opt("data.context", &data.context, MAX_TEXT)?;
            row.name = data.feature;
            row.action = Some(data.action);
        }
        "interaction" => {
            let data: Interaction = data(event.data)?;
            check("data.element", &data.element, MAX_SHORT)?;
            check("data.action", &data.action, MAX_SHORT)?;
            check_opt("data.target", &data.target, MAX_TEXT)?;
            check_opt("data.value", &data.value, MAX_TEXT)?;
            row.name = data.element;
            row.action = Some(data.action);
        }
        "web_vitals" => {
            let data: WebVital = data(event.data)?;
            let vital = Vital::parse(&data.name)
                .ok_or_else(|| format!("unknown web vital '{}'", truncate(&data.name)))?;
            if !data.value.is_finite() || data.value < 0.0 {
                return Err("data.value must be a number of at least 0".to_string());
            }
            row.name = vital.name().to_string();
            row.value = Some(data.value);
            // The server's own rating: the thresholds live in one place.
            row.rating = Some(vital.rate(data.value).as_str().to_string());
        }
        "error" => {
            let data: ErrorData = data(event.data)?;
            check("data.message", &data.message, MAX_TEXT)?;
            check_opt("data.stack", &data.stack, MAX_STACK)?;
            check_opt("data.filename", &data.filename, MAX_TEXT)?;
            if !ERROR_KINDS.contains(&data.kind.as_str()) {
                return Err(format!("unknown error type '{}'", truncate(&data.kind)));
            }
            row.name = data.kind;
            row.message = Some(data.message);
        }
        other => return Err(format!("unknown event type '{}'", truncate(other))),
    }
    Ok(row)
}

fn data<T: DeserializeOwned>(value: Value) -> Result<T, String> {
    serde_json::from_value(value).map_err(|e| format!("data: {e}"))
}

fn check(field: &str, value: &str, max: usize) -> Result<(), String> {
    let length = value.chars().count();
    if length > max {
        Err(format!(
            "{field} is too long ({length} characters, at most {max})"
        ))
    } else {
        Ok(())
    }
}

fn check_opt(field: &str, value: &Option<String>, max: usize) -> Result<(), String> {
    value.as_deref().map_or(Ok(()), |v| check(field, v, max))
}

fn truncate(text: &str) -> String {
    text.chars().take(40).collect()
}

/// The path of a page URL: the operator groups by page, and a query string may hold what a
/// person typed.
fn page_path(url: &str) -> String {
    let without_scheme = url.split_once("://").map_or(url, |(_, rest)| rest);
    let path = match without_scheme.find('/') {
        Some(at) if url.contains("://") => &without_scheme[at..],
        None if url.contains("://") => "/",
        _ => without_scheme,
    };
    let path = path.split(['?', '#']).next().unwrap_or("/");
    if path.is_empty() {
        "/".to_string()
    } else {
        path.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn page_path_drops_host_and_query() {
        assert_eq!(page_path("http://a.b:8080/show/x?q=1#f"), "/show/x");
        assert_eq!(page_path("https://a.b"), "/");
        assert_eq!(page_path("/admin?x"), "/admin");
    }
}
