//! The operator's figures for one time window, computed from the stored rows. Percentiles use the
//! nearest-rank method, as the Chrome UX Report does for its p75.

use std::collections::HashMap;

use chrono::{DateTime, Duration, Utc};
use serde::Serialize;

use super::vitals::{Rating, VITALS};
use crate::store::{RecommendationRecord, RumEvent};

const TOP: usize = 10;

#[derive(Debug, Serialize)]
pub struct WindowSummary {
    pub from: DateTime<Utc>,
    pub to: DateTime<Utc>,
    pub events: usize,
    pub page_views: usize,
    pub sessions: usize,
    pub vitals: Vec<VitalSummary>,
    /// One point per bucket (hours for a day, days for a week), oldest first.
    pub series: Vec<SeriesPoint>,
    pub top_pages: Vec<Count>,
    pub errors: Vec<Count>,
    pub features: Vec<Count>,
    pub recommendations: RecommendationSummary,
}

#[derive(Debug, Serialize)]
pub struct VitalSummary {
    pub name: &'static str,
    /// None without samples in the window.
    pub p75: Option<f64>,
    pub rating: Option<Rating>,
    pub samples: usize,
    /// The spec's limits, so the view can say what the colours mean.
    pub good: f64,
    pub poor: f64,
}

#[derive(Debug, Serialize)]
pub struct SeriesPoint {
    pub start: DateTime<Utc>,
    pub page_views: usize,
    pub errors: usize,
    pub lcp_p75: Option<f64>,
    pub inp_p75: Option<f64>,
}

#[derive(Debug, Serialize, PartialEq, Eq)]
pub struct Count {
    pub key: String,
    pub count: usize,
}

#[derive(Debug, Serialize)]
pub struct RecommendationSummary {
    pub requests: usize,
    pub latency_p50_ms: Option<f64>,
    pub latency_p95_ms: Option<f64>,
    pub by_mode: Vec<ModeSummary>,
    pub inputs: usize,
    pub unresolved_inputs: usize,
    /// `unresolved_inputs / inputs`, None before any input.
    pub unresolved_share: Option<f64>,
    /// The catalog's blind spots: typed titles it did not know, most asked first.
    pub top_unresolved: Vec<Count>,
}

#[derive(Debug, Serialize)]
pub struct ModeSummary {
    pub mode: String,
    pub requests: usize,
    pub latency_p50_ms: Option<f64>,
    pub latency_p95_ms: Option<f64>,
}

/// Summarises the rows of `[to - span, to)` in `buckets` equal steps.
pub fn summarize(
    events: &[RumEvent],
    records: &[RecommendationRecord],
    to: DateTime<Utc>,
    span: Duration,
    buckets: i32,
) -> WindowSummary {
    let from = to - span;
    let events: Vec<&RumEvent> = events.iter().filter(|e| e.received_at >= from).collect();
    let records: Vec<&RecommendationRecord> = records.iter().filter(|r| r.at >= from).collect();
    let of_type = |t: &'static str| events.iter().copied().filter(move |e| e.event_type == t);

    let vitals = VITALS
        .into_iter()
        .map(|vital| {
            let values: Vec<f64> = of_type("web_vitals")
                .filter(|e| e.name == vital.name())
                .filter_map(|e| e.value)
                .collect();
            let p75 = percentile(values.clone(), 0.75);
            let (good, poor) = vital.thresholds();
            VitalSummary {
                name: vital.name(),
                p75,
                rating: p75.map(|v| vital.rate(v)),
                samples: values.len(),
                good,
                poor,
            }
        })
        .collect();

    let step = span / buckets;
    let series = (0..buckets)
        .map(|i| {
            let start = from + step * i;
            let end = start + step;
            let inside: Vec<&RumEvent> = events
                .iter()
                .copied()
                .filter(|e| e.received_at >= start && e.received_at < end)
                .collect();
            let vital_p75 = |name: &str| {
                percentile(
                    inside
                        .iter()
                        .filter(|e| e.event_type == "web_vitals" && e.name == name)
                        .filter_map(|e| e.value)
                        .collect(),
                    0.75,
                )
            };
            SeriesPoint {
                start,
                page_views: inside
                    .iter()
                    .filter(|e| e.event_type == "page_view")
                    .count(),
                errors: inside.iter().filter(|e| e.event_type == "error").count(),
                lcp_p75: vital_p75("LCP"),
                inp_p75: vital_p75("INP"),
            }
        })
        .collect();

    let mut sessions: Vec<&str> = events.iter().map(|e| e.session_id.as_str()).collect();
    sessions.sort_unstable();
    sessions.dedup();

    WindowSummary {
        from,
        to,
        events: events.len(),
        page_views: of_type("page_view").count(),
        sessions: sessions.len(),
        vitals,
        series,
        top_pages: top(of_type("page_view").map(|e| e.page.clone())),
        errors: top(of_type("error").map(|e| e.name.clone())),
        features: top(of_type("feature_usage").map(|e| match &e.action {
            Some(action) => format!("{} · {action}", e.name),
            None => e.name.clone(),
        })),
        recommendations: recommendations(&records),
    }
}

fn recommendations(records: &[&RecommendationRecord]) -> RecommendationSummary {
    let latencies = |rows: &[&RecommendationRecord]| -> Vec<f64> {
        rows.iter().map(|r| r.latency_ms).collect()
    };
    let mut modes: HashMap<&str, Vec<&RecommendationRecord>> = HashMap::new();
    for r in records {
        modes.entry(r.mode.as_str()).or_default().push(r);
    }
    let mut by_mode: Vec<ModeSummary> = modes
        .into_iter()
        .map(|(mode, rows)| ModeSummary {
            mode: mode.to_string(),
            requests: rows.len(),
            latency_p50_ms: percentile(latencies(&rows), 0.5),
            latency_p95_ms: percentile(latencies(&rows), 0.95),
        })
        .collect();
    by_mode.sort_by(|a, b| b.requests.cmp(&a.requests).then(a.mode.cmp(&b.mode)));
    let inputs: usize = records
        .iter()
        .map(|r| usize::try_from(r.inputs).unwrap_or(0))
        .sum();
    let unresolved_inputs: usize = records.iter().map(|r| r.unresolved_titles.len()).sum();
    RecommendationSummary {
        requests: records.len(),
        latency_p50_ms: percentile(latencies(records), 0.5),
        latency_p95_ms: percentile(latencies(records), 0.95),
        by_mode,
        inputs,
        unresolved_inputs,
        unresolved_share: (inputs > 0).then(|| unresolved_inputs as f64 / inputs as f64),
        // Titles are grouped as typed, ignoring case and surrounding spaces.
        top_unresolved: top(records
            .iter()
            .flat_map(|r| r.unresolved_titles.iter())
            .map(|t| t.trim().to_lowercase())),
    }
}

/// Nearest-rank percentile; None for no values.
fn percentile(mut values: Vec<f64>, p: f64) -> Option<f64> {
    if values.is_empty() {
        return None;
    }
    values.sort_by(f64::total_cmp);
    let rank = (p * values.len() as f64).ceil() as usize;
    values.get(rank.clamp(1, values.len()) - 1).copied()
}

/// The [`TOP`] most frequent keys, ties by key.
fn top(keys: impl Iterator<Item = String>) -> Vec<Count> {
    let mut counts: HashMap<String, usize> = HashMap::new();
    for key in keys {
        *counts.entry(key).or_default() += 1;
    }
    let mut counts: Vec<Count> = counts
        .into_iter()
        .map(|(key, count)| Count { key, count })
        .collect();
    counts.sort_by(|a, b| b.count.cmp(&a.count).then(a.key.cmp(&b.key)));
    counts.truncate(TOP);
    counts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nearest_rank_p75() {
        assert_eq!(percentile(vec![], 0.75), None);
        assert_eq!(percentile(vec![5.0], 0.75), Some(5.0));
        assert_eq!(percentile(vec![4.0, 1.0, 3.0, 2.0], 0.75), Some(3.0));
        assert_eq!(percentile(vec![1.0, 2.0, 3.0, 4.0, 5.0], 0.75), Some(4.0));
    }

    #[test]
    fn top_counts_most_frequent_first() {
        let keys = ["/b", "/a", "/b"].map(String::from);
        assert_eq!(
            top(keys.into_iter()),
            vec![
                Count {
                    key: "/b".into(),
                    count: 2
                },
                Count {
                    key: "/a".into(),
                    count: 1
                }
            ]
        );
    }
}
