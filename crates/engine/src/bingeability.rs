//! Bingeability (shows only): how well a show suits watching episode after episode, 0-100, from
//! the catalog's real fields, with the spec's thresholds and wording.

use catalog::{Kind, Title};
use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Bingeability {
    pub score: u8,
    pub label: &'static str,
    /// What the score is made of (the premium page's "score breakdown"): one entry per factor,
    /// largest share first, whose points add up to `score` exactly.
    pub factors: Vec<Factor>,
}

/// One part of the score: `points` of the `max_points` it can give, and what the show has.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Factor {
    pub name: &'static str,
    pub points: u8,
    pub max_points: u8,
    /// What the data says about the show here ("7 seasons", "22-minute episodes").
    pub reading: String,
}

/// The spec's wording: above 80, above 60, otherwise.
pub fn label(score: u8) -> &'static str {
    if score > 80 {
        "highly bingeable"
    } else if score > 60 {
        "moderately bingeable"
    } else {
        "best watched weekly"
    }
}

/// Serialised storytelling pulls viewers to the next episode.
const SERIAL_GENRES: &[&str] = &[
    "drama", "thriller", "crime", "scifi", "fantasy", "mystery", "action", "horror",
];
/// Self-contained episodes are better dipped into.
const EPISODIC_GENRES: &[&str] = &[
    "reality",
    "documentation",
    "talk",
    "news",
    "game show",
    "sport",
    "kids",
    "family",
];

/// `seen_votes`: how many people saw it, IMDb's count or, for a show IMDb has none for, the count
/// its 2021 list rank stands for (the engine's index has it).
pub fn compute(t: &Title, seen_votes: u32) -> Option<Bingeability> {
    if t.kind != Kind::Show {
        return None;
    }
    let seasons = t.seasons.unwrap_or(1);
    // Several seasons are a long, rewarding run; a single season is still a good binge.
    let run = match seasons {
        0 | 1 => 0.55,
        2 => 0.75,
        3..=6 => 1.0,
        7..=10 => 0.85,
        _ => 0.7,
    };
    // Episodes of 20-60 minutes invite "one more"; very short or feature-length ones less so.
    let episode = match t.runtime {
        Some(m) if (20..=60).contains(&m) => 1.0,
        Some(m) if (12..20).contains(&m) || (61..=75).contains(&m) => 0.7,
        Some(_) => 0.4,
        None => 0.6,
    };
    let imdb = t.imdb_score.filter(|s| s.is_finite());
    let rating = imdb.map_or(0.5, |s| ((s - 5.0) / 4.0).clamp(0.0, 1.0));
    // Many votes mean many people stayed with it; log scale, 1M votes is the top.
    let audience = ((seen_votes as f32 + 1.0).log10() / 6.0).clamp(0.0, 1.0);
    let has = |list: &[&str]| t.genres.iter().any(|g| list.contains(&g.as_str()));
    let (story, story_reading) = match (has(SERIAL_GENRES), has(EPISODIC_GENRES)) {
        (true, false) => (1.0, "Serialised: each episode leads into the next"),
        (true, true) => (0.6, "Partly serialised, partly episodic"),
        (false, false) => (0.5, "Its genres lean neither way"),
        (false, true) => (0.2, "Episodic: easy to dip in and out of"),
    };
    // (name, weight in points, how far the show earns them, what it has), largest weight first.
    let parts = [
        ("Rating", 35, rating, rating_reading(imdb)),
        (
            "Audience",
            20,
            audience,
            audience_reading(t.imdb_votes, seen_votes),
        ),
        ("Story pull", 20, story, story_reading.to_string()),
        (
            "Run length",
            15,
            run,
            plural(u32::from(seasons.max(1)), "season"),
        ),
        ("Episode length", 10, episode, episode_reading(t.runtime)),
    ];
    let raw: Vec<f32> = parts.iter().map(|p| p.1 as f32 * p.2).collect();
    let score = raw.iter().sum::<f32>().round().clamp(0.0, 100.0) as u8;
    let points = apportion(&raw, score);
    let factors = parts
        .into_iter()
        .zip(points)
        .map(|((name, max_points, _, reading), points)| Factor {
            name,
            points,
            max_points,
            reading,
        })
        .collect();
    Some(Bingeability {
        score,
        label: label(score),
        factors,
    })
}

/// Whole points per factor that add up to `total` (the rounded sum of `raw`): each factor keeps
/// its whole part and the points left go to the largest fractions (Hamilton's method), so a
/// reader adding up the breakdown gets the score, and no factor moves by more than one point.
fn apportion(raw: &[f32], total: u8) -> Vec<u8> {
    let mut points: Vec<u8> = raw.iter().map(|r| r.floor() as u8).collect();
    let given: u32 = points.iter().map(|&p| u32::from(p)).sum();
    let mut by_fraction: Vec<usize> = (0..raw.len()).collect();
    by_fraction.sort_by(|&a, &b| (raw[b] - raw[b].floor()).total_cmp(&(raw[a] - raw[a].floor())));
    let left = u32::from(total).saturating_sub(given) as usize;
    for &i in by_fraction.iter().take(left) {
        points[i] += 1;
    }
    points
}

fn rating_reading(imdb: Option<f32>) -> String {
    match imdb {
        Some(s) => format!("IMDb {s:.1} out of 10"),
        None => "No IMDb rating: counted as average".to_string(),
    }
}

fn audience_reading(imdb_votes: Option<u32>, seen_votes: u32) -> String {
    match imdb_votes {
        Some(v) => plural(v, "IMDb vote"),
        None if seen_votes > 0 => format!(
            "About {} viewers, estimated from its rank in the 2021 charts",
            thousands(two_figures(seen_votes))
        ),
        None => "No count of its viewers".to_string(),
    }
}

fn episode_reading(runtime: Option<u16>) -> String {
    match runtime {
        Some(m) => format!("{m}-minute episodes"),
        None => "Episode length unknown: counted as average".to_string(),
    }
}

/// "1 season", "7 seasons", "1,234,567 IMDb votes".
fn plural(n: u32, noun: &str) -> String {
    let s = if n == 1 { "" } else { "s" };
    format!("{} {noun}{s}", thousands(n))
}

/// An estimate read to two significant figures: 348,112 -> 350,000.
fn two_figures(n: u32) -> u32 {
    let mut step = 1;
    while n / step >= 100 {
        step *= 10;
    }
    (n + step / 2) / step * step
}

fn thousands(n: u32) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_points_add_up_to_the_score_and_stay_within_their_share() {
        for raw in [
            [30.6, 15.5, 20.0, 12.75, 10.0],
            [0.4, 0.4, 0.4, 0.4, 0.4],
            [17.5, 10.49, 4.0, 8.25, 6.0],
            [35.0, 20.0, 20.0, 15.0, 10.0],
            [0.0; 5],
        ] {
            let total = raw.iter().sum::<f32>().round() as u8;
            let points = apportion(&raw, total);
            assert_eq!(
                points.iter().map(|&p| u32::from(p)).sum::<u32>(),
                u32::from(total)
            );
            for (p, r) in points.iter().zip(raw) {
                assert!((f32::from(*p) - r).abs() < 1.0, "{points:?} for {raw:?}");
            }
        }
    }

    #[test]
    fn readings_in_plain_english() {
        assert_eq!(plural(1, "season"), "1 season");
        assert_eq!(plural(1_234_567, "IMDb vote"), "1,234,567 IMDb votes");
        assert_eq!(two_figures(348_112), 350_000);
        assert_eq!(two_figures(96), 96);
        assert_eq!(two_figures(995), 1_000);
        assert_eq!(
            audience_reading(None, 348_112),
            "About 350,000 viewers, estimated from its rank in the 2021 charts"
        );
        assert_eq!(audience_reading(None, 0), "No count of its viewers");
        assert_eq!(episode_reading(Some(22)), "22-minute episodes");
        assert_eq!(rating_reading(Some(8.64)), "IMDb 8.6 out of 10");
    }
}
