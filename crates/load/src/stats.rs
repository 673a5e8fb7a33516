//! Per-endpoint latencies and statuses. Every latency is kept (a few hundred thousand numbers at
//! most for a run of minutes), so the percentiles are exact rather than a histogram's estimate.

use std::collections::BTreeMap;
use std::time::Duration;

#[derive(Debug, Default)]
pub struct Endpoint {
    /// Microseconds from sending to the whole body read, of every answered request.
    latencies: Vec<u32>,
    statuses: BTreeMap<u16, usize>,
    /// Requests that got no HTTP answer (refused, reset, timed out).
    transport_errors: usize,
}

impl Endpoint {
    pub fn answered(&mut self, status: u16, took: Duration) {
        let micros = u32::try_from(took.as_micros()).unwrap_or(u32::MAX);
        self.latencies.push(micros);
        *self.statuses.entry(status).or_default() += 1;
    }

    pub fn failed(&mut self) {
        self.transport_errors += 1;
    }

    fn merge(&mut self, other: Endpoint) {
        self.latencies.extend(other.latencies);
        for (status, n) in other.statuses {
            *self.statuses.entry(status).or_default() += n;
        }
        self.transport_errors += other.transport_errors;
    }

    fn requests(&self) -> usize {
        self.latencies.len() + self.transport_errors
    }

    fn server_errors(&self) -> usize {
        self.statuses.range(500..).map(|(_, n)| n).sum::<usize>() + self.transport_errors
    }

    /// "none", or e.g. "404x3 503x1 no-answer x2".
    fn errors(&self) -> String {
        let mut parts: Vec<String> = self
            .statuses
            .iter()
            .filter(|(status, _)| **status >= 400)
            .map(|(status, n)| format!("{status}x{n}"))
            .collect();
        if self.transport_errors > 0 {
            parts.push(format!("no-answer x{}", self.transport_errors));
        }
        if parts.is_empty() {
            "none".to_string()
        } else {
            parts.join(" ")
        }
    }
}

/// The `q`-quantile (0..=1) of sorted values, nearest rank.
fn quantile(sorted: &[u32], q: f64) -> Option<u32> {
    if sorted.is_empty() {
        return None;
    }
    let rank = (q * sorted.len() as f64).ceil() as usize;
    Some(sorted[rank.clamp(1, sorted.len()) - 1])
}

fn millis(micros: Option<u32>) -> String {
    micros.map_or("-".to_string(), |m| format!("{:.1}", f64::from(m) / 1000.0))
}

/// Endpoints by label (method and route pattern).
#[derive(Debug, Default)]
pub struct Report {
    endpoints: BTreeMap<&'static str, Endpoint>,
    pub elapsed: Duration,
    /// WARN/ERROR lines of the server's log.
    pub logged: Vec<String>,
}

impl Report {
    pub fn endpoint(&mut self, label: &'static str) -> &mut Endpoint {
        self.endpoints.entry(label).or_default()
    }

    pub fn merge(&mut self, other: Report) {
        for (label, endpoint) in other.endpoints {
            self.endpoint(label).merge(endpoint);
        }
    }

    pub fn server_errors(&self) -> usize {
        self.endpoints.values().map(Endpoint::server_errors).sum()
    }

    pub fn print(mut self) {
        let seconds = self.elapsed.as_secs_f64().max(f64::EPSILON);
        println!(
            "{:<44} {:>8} {:>8} {:>8} {:>8}  errors (status x count)",
            "endpoint", "requests", "req/s", "p50 ms", "p99 ms"
        );
        let mut all: Vec<u32> = Vec::new();
        let mut total = 0;
        for (label, endpoint) in &mut self.endpoints {
            endpoint.latencies.sort_unstable();
            total += endpoint.requests();
            println!(
                "{:<44} {:>8} {:>8.1} {:>8} {:>8}  {}",
                label,
                endpoint.requests(),
                endpoint.requests() as f64 / seconds,
                millis(quantile(&endpoint.latencies, 0.5)),
                millis(quantile(&endpoint.latencies, 0.99)),
                endpoint.errors()
            );
            all.extend(&endpoint.latencies);
        }
        all.sort_unstable();
        println!(
            "{:<44} {:>8} {:>8.1} {:>8} {:>8}  5xx or no answer: {}",
            "all",
            total,
            total as f64 / seconds,
            millis(quantile(&all, 0.5)),
            millis(quantile(&all, 0.99)),
            self.server_errors()
        );
        if !self.logged.is_empty() {
            println!(
                "the server logged {} warnings or errors, the first:",
                self.logged.len()
            );
            for line in self.logged.iter().take(5) {
                println!("  {line}");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quantiles_are_nearest_rank() {
        let values: Vec<u32> = (1..=100).collect();
        assert_eq!(quantile(&values, 0.5), Some(50));
        assert_eq!(quantile(&values, 0.99), Some(99));
        assert_eq!(quantile(&values, 1.0), Some(100));
        assert_eq!(quantile(&[7], 0.99), Some(7));
        assert_eq!(quantile(&[], 0.5), None);
    }

    #[test]
    fn server_errors_count_5xx_and_missing_answers_only() {
        let mut endpoint = Endpoint::default();
        endpoint.answered(200, Duration::from_millis(1));
        endpoint.answered(404, Duration::from_millis(1));
        endpoint.answered(503, Duration::from_millis(1));
        endpoint.failed();
        assert_eq!(endpoint.server_errors(), 2);
        assert_eq!(endpoint.errors(), "404x1 503x1 no-answer x1");
    }
}
