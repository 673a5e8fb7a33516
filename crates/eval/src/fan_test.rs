//! The fan test (../shared/eval/README.md): typed lists and the titles a fan of them would welcome,
//! written by hand. A case passes with at least [`PASS_AT`] welcome picks in the first [`TOP`].
//!
//! Requests are built as the server's handlers build them (crates/server/src/recommendation_input.rs):
//! the typed strings are split on commas and newlines, trimmed, empty items dropped; TV and film boxes
//! go in as `Mode::CrossMedia` with the page's target kind, couples as `Mode::Couples` with
//! `recommendationType`. No maturity ceiling, platforms or exclusions: a new visitor's first call.

use std::collections::{BTreeMap, HashSet};
use std::path::Path;

use catalog::{Catalog, Kind, TitleId};
use engine::{Engine, Mode, Request};
use serde::{Deserialize, Serialize};

use crate::error::EvalError;
use crate::table::aligned;

/// Picks judged per case.
pub const TOP: usize = 10;
/// Welcome picks in the top [`TOP`] for a case to pass.
pub const PASS_AT: usize = 3;

/// The team's own sets, files in this crate's folder: the second set (2026-11-26) and the third
/// (2026-11-28), written the way ../shared/eval/README.md says by people who saw no pick.
pub const TEAM_SETS: [&str; 2] = ["fan-test-team.json", "fan-test-fresh.json"];

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FanCase {
    pub id: String,
    #[serde(default)]
    pub why: String,
    /// "tv", "movie" or "couples".
    pub mode: String,
    #[serde(default)]
    pub tv_shows: String,
    #[serde(default)]
    pub movies: String,
    #[serde(default)]
    pub person1_shows: String,
    #[serde(default)]
    pub person2_shows: String,
    /// Couples only: "tv" or "movies".
    #[serde(default)]
    pub recommendation_type: Option<String>,
    pub acceptable: Vec<String>,
}

pub fn load(path: &Path) -> Result<Vec<FanCase>, EvalError> {
    let text = std::fs::read_to_string(path).map_err(|e| EvalError::Io {
        path: path.to_path_buf(),
        source: e,
    })?;
    serde_json::from_str(&text).map_err(|e| EvalError::FanTest(format!("{}: {e}", path.display())))
}

/// A typed box split and cleaned by the same rule the server applies to the forms' text. A box
/// the server would refuse with a 400 becomes empty, so the engine refuses the case too.
pub fn split_typed(text: &str) -> Vec<String> {
    let raw = engine::title_list::split_typed(text);
    engine::title_list::clean_titles(raw.iter().map(String::as_str), usize::MAX).unwrap_or_default()
}

/// The engine request the API would build for this case.
pub fn request_for(case: &FanCase) -> Result<Request, EvalError> {
    let (mode, target) = match case.mode.as_str() {
        "tv" | "movie" => (
            Mode::CrossMedia {
                tv: split_typed(&case.tv_shows),
                movies: split_typed(&case.movies),
            },
            if case.mode == "tv" {
                Kind::Show
            } else {
                Kind::Movie
            },
        ),
        "couples" => {
            let target = match case.recommendation_type.as_deref() {
                Some("movies") | Some("movie") => Kind::Movie,
                Some("tv") | None => Kind::Show,
                Some(other) => {
                    return Err(EvalError::FanTest(format!(
                        "case {}: unknown recommendationType {other:?}",
                        case.id
                    )))
                }
            };
            (
                Mode::Couples {
                    person1: split_typed(&case.person1_shows),
                    person2: split_typed(&case.person2_shows),
                },
                target,
            )
        }
        other => {
            return Err(EvalError::FanTest(format!(
                "case {}: unknown mode {other:?}",
                case.id
            )))
        }
    };
    let mut request = Request::new(mode, target);
    request.limit = TOP;
    Ok(request)
}

/// Every typed title of a case, both people's for couples.
fn typed_titles(case: &FanCase) -> Vec<String> {
    [
        &case.tv_shows,
        &case.movies,
        &case.person1_shows,
        &case.person2_shows,
    ]
    .iter()
    .flat_map(|s| split_typed(s))
    .collect()
}

/// What one system answered for one case.
#[derive(Debug, Clone, Serialize)]
pub struct CaseResult {
    pub id: String,
    pub mode: String,
    pub welcome: usize,
    pub picks: Vec<String>,
}

/// One system over every case.
#[derive(Debug, Clone, Serialize)]
pub struct FanResult {
    pub system: String,
    pub cases: Vec<CaseResult>,
}

/// One of the team's own sets (crates/eval/fan-test-*.json) and how each system did on it.
#[derive(Debug, Clone, Serialize)]
pub struct TeamSetResult {
    pub file: String,
    pub systems: Vec<FanResult>,
}

/// Pass share and mean welcome picks per [`TOP`] over a set of cases.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Summary {
    pub cases: usize,
    pub pass_share: f64,
    pub mean_welcome: f64,
}

pub fn summarise<'a>(cases: impl IntoIterator<Item = &'a CaseResult>) -> Summary {
    let (mut n, mut passed, mut welcome) = (0usize, 0usize, 0usize);
    for c in cases {
        n += 1;
        passed += usize::from(c.welcome >= PASS_AT);
        welcome += c.welcome;
    }
    let per = |x: usize| if n == 0 { 0.0 } else { x as f64 / n as f64 };
    Summary {
        cases: n,
        pass_share: per(passed),
        mean_welcome: per(welcome),
    }
}

impl FanResult {
    /// Overall first (when there is more than one mode), then each mode in name order.
    pub fn summaries(&self) -> Vec<(String, Summary)> {
        let mut modes: BTreeMap<&str, Vec<&CaseResult>> = BTreeMap::new();
        for c in &self.cases {
            modes.entry(c.mode.as_str()).or_default().push(c);
        }
        let overall = (modes.len() > 1).then(|| ("all".to_string(), summarise(&self.cases)));
        overall
            .into_iter()
            .chain(
                modes
                    .into_iter()
                    .map(|(m, cs)| (m.to_string(), summarise(cs))),
            )
            .collect()
    }
}

fn judge(catalog: &Catalog, case: &FanCase, picks: &[TitleId]) -> CaseResult {
    let welcome: HashSet<&str> = case.acceptable.iter().map(String::as_str).collect();
    let names: Vec<String> = picks
        .iter()
        .take(TOP)
        .filter_map(|&id| catalog.get(id).map(|t| t.title.clone()))
        .collect();
    CaseResult {
        id: case.id.clone(),
        mode: case.mode.clone(),
        welcome: names
            .iter()
            .filter(|n| welcome.contains(n.as_str()))
            .count(),
        picks: names,
    }
}

/// The engine through the API's request path. A refused request scores zero welcome picks.
pub fn run_engine(engine: &Engine, catalog: &Catalog, cases: &[FanCase]) -> FanResult {
    let cases = cases
        .iter()
        .map(|case| {
            let picks = request_for(case)
                .ok()
                .and_then(|r| engine.recommend(&r).ok())
                .map(|recs| recs.picks.iter().map(|p| p.id).collect::<Vec<_>>())
                .unwrap_or_default();
            judge(catalog, case, &picks)
        })
        .collect();
    FanResult {
        system: "engine".to_string(),
        cases,
    }
}

/// Couples cases only, with both people's titles typed as one person's list: what couples mode
/// must beat (the titles go in the list of the wanted kind, as couples mode reads them).
pub fn run_pooled(engine: &Engine, catalog: &Catalog, cases: &[FanCase]) -> FanResult {
    let cases = cases
        .iter()
        .filter(|case| case.mode == "couples")
        .map(|case| {
            let picks = request_for(case)
                .ok()
                .and_then(|couple| {
                    let Mode::Couples { person1, person2 } = &couple.mode else {
                        return None;
                    };
                    let both: Vec<String> = person1.iter().chain(person2).cloned().collect();
                    let (tv, movies) = match couple.target {
                        Kind::Show => (both, Vec::new()),
                        Kind::Movie => (Vec::new(), both),
                    };
                    let mut pooled = Request::new(Mode::CrossMedia { tv, movies }, couple.target);
                    pooled.limit = TOP;
                    engine.recommend(&pooled).ok()
                })
                .map(|recs| recs.picks.iter().map(|p| p.id).collect::<Vec<_>>())
                .unwrap_or_default();
            judge(catalog, case, &picks)
        })
        .collect();
    FanResult {
        system: "engine, both lists pooled".to_string(),
        cases,
    }
}

/// The taste-blind baseline: the most-voted titles of the wanted kind, minus what was typed.
pub fn run_popularity(catalog: &Catalog, cases: &[FanCase]) -> FanResult {
    let mut by_votes: Vec<&catalog::Title> = catalog.titles.iter().collect();
    by_votes.sort_by(|a, b| {
        b.imdb_votes
            .unwrap_or(0)
            .cmp(&a.imdb_votes.unwrap_or(0))
            .then(a.id.cmp(&b.id))
    });
    let cases = cases
        .iter()
        .map(|case| {
            let target = request_for(case).map(|r| r.target).unwrap_or(Kind::Show);
            let typed: HashSet<TitleId> = typed_titles(case)
                .iter()
                .filter_map(|t| catalog.resolve(t, None))
                .map(|r| r.id)
                .collect();
            let picks: Vec<TitleId> = by_votes
                .iter()
                .filter(|t| t.kind == target && !typed.contains(&t.id))
                .take(TOP)
                .map(|t| t.id)
                .collect();
            judge(catalog, case, &picks)
        })
        .collect();
    FanResult {
        system: "popularity (IMDb votes)".to_string(),
        cases,
    }
}

/// Popularity, both lists pooled (couples cases) and the engine over a set of cases; nothing for
/// no cases.
pub fn run_all(engine: &Engine, catalog: &Catalog, cases: &[FanCase]) -> Vec<FanResult> {
    if cases.is_empty() {
        return Vec::new();
    }
    vec![
        run_popularity(catalog, cases),
        run_pooled(engine, catalog, cases),
        run_engine(engine, catalog, cases),
    ]
}

/// The summary table (one row per system and mode) and the engine's worst cases with their picks.
pub fn render(results: &[FanResult], worst: usize) -> String {
    let header = [
        "fan test".to_string(),
        "mode".to_string(),
        "cases".to_string(),
        format!(">= {PASS_AT} welcome"),
        format!("welcome / {TOP}"),
    ];
    let rows: Vec<Vec<String>> = results
        .iter()
        .flat_map(|r| {
            r.summaries().into_iter().map(move |(mode, s)| {
                vec![
                    r.system.clone(),
                    mode,
                    s.cases.to_string(),
                    format!("{:.0}%", 100.0 * s.pass_share),
                    format!("{:.2}", s.mean_welcome),
                ]
            })
        })
        .collect();
    let mut out = aligned(&header, &rows);
    if let Some(engine) = results.iter().find(|r| r.system == "engine") {
        let mut cases: Vec<&CaseResult> = engine.cases.iter().collect();
        cases.sort_by_key(|c| c.welcome);
        out.push_str(&format!("\nWorst {worst} fan-test cases (engine):\n"));
        for c in cases.iter().take(worst) {
            out.push_str(&format!(
                "  {} [{}] {}/{}: {}\n",
                c.id,
                c.mode,
                c.welcome,
                TOP,
                c.picks.join(", ")
            ));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_catalog::{catalog_of, movie};

    fn case(mode: &str, tv: &str, movies: &str, acceptable: &[&str]) -> FanCase {
        FanCase {
            id: "c".into(),
            mode: mode.into(),
            tv_shows: tv.into(),
            movies: movies.into(),
            acceptable: acceptable.iter().map(|s| s.to_string()).collect(),
            ..FanCase::default()
        }
    }

    #[test]
    fn requests_are_built_as_the_server_builds_them() {
        let r = request_for(&case("tv", " Bluey ,, Peppa  Pig", "Up", &[])).unwrap();
        assert_eq!(
            r.mode,
            Mode::CrossMedia {
                tv: vec!["Bluey".into(), "Peppa Pig".into()],
                movies: vec!["Up".into()],
            }
        );
        assert_eq!((r.target, r.limit), (Kind::Show, TOP));
        let mut c = case("couples", "", "", &[]);
        c.person1_shows = "A, B".into();
        c.person2_shows = "C".into();
        c.recommendation_type = Some("movies".into());
        let r = request_for(&c).unwrap();
        assert_eq!(r.target, Kind::Movie);
        assert!(matches!(r.mode, Mode::Couples { ref person1, .. } if person1.len() == 2));
        assert!(request_for(&case("radio", "", "", &[])).is_err());
    }

    #[test]
    fn popularity_counts_welcome_picks_of_the_wanted_kind_and_skips_the_input() {
        let titles = (0..15u32)
            .map(|i| movie(i, &format!("Film {i}"), None, 100 * (i + 1)))
            .collect();
        let catalog = catalog_of(titles);
        // The most-voted film (Film 14) is typed, so it is skipped; Films 13..=4 are the top 10.
        let cases = [
            case(
                "movie",
                "",
                "Film 14",
                &["Film 13", "Film 12", "Film 4", "Film 1"],
            ),
            case("movie", "", "Film 14", &["Film 0"]),
        ];
        let r = run_popularity(&catalog, &cases);
        assert_eq!(r.cases[0].welcome, 3);
        assert_eq!(r.cases[1].welcome, 0);
        assert!(!r.cases[0].picks.contains(&"Film 14".to_string()));
        let s = summarise(&r.cases);
        assert_eq!(s.cases, 2);
        assert!((s.pass_share - 0.5).abs() < 1e-9);
        assert!((s.mean_welcome - 1.5).abs() < 1e-9);
        let table = render(&[r], 1);
        assert!(table.contains("50%"), "{table}");
    }

    /// The team's own sets keep the format of ../shared/eval/README.md, so `make eval` never
    /// scores a case that cannot be judged, and share no typed title, so each stays a check on the
    /// other (that every name is in the catalog is checked on the full catalog by
    /// `examples/fan_check.rs`).
    #[test]
    fn the_team_sets_are_well_formed_and_apart() {
        let mut typed_in: Vec<HashSet<String>> = Vec::new();
        for file in TEAM_SETS {
            let cases = load(&Path::new(env!("CARGO_MANIFEST_DIR")).join(file)).unwrap();
            assert_well_formed(&cases);
            typed_in.push(cases.iter().flat_map(typed_titles).collect());
        }
        for (i, a) in typed_in.iter().enumerate() {
            for (b, file) in typed_in[i + 1..].iter().zip(&TEAM_SETS[i + 1..]) {
                let shared: Vec<&String> = a.intersection(b).collect();
                assert!(
                    shared.is_empty(),
                    "typed in {} and {file}: {shared:?}",
                    TEAM_SETS[i]
                );
            }
        }
    }

    fn assert_well_formed(cases: &[FanCase]) {
        assert!(cases.len() >= 24, "{} cases", cases.len());
        let mut ids = HashSet::new();
        for c in cases {
            assert!(ids.insert(c.id.as_str()), "{}: id twice", c.id);
            assert!(
                (11..=25).contains(&c.acceptable.len()),
                "{}: {} welcome",
                c.id,
                c.acceptable.len()
            );
            let welcome: HashSet<&str> = c.acceptable.iter().map(String::as_str).collect();
            assert_eq!(
                welcome.len(),
                c.acceptable.len(),
                "{}: a welcome title twice",
                c.id
            );
            let r = request_for(c).unwrap_or_else(|e| panic!("{}: {e}", c.id));
            let typed = typed_titles(c);
            assert!(!typed.is_empty() && typed.len() <= 4, "{}: {typed:?}", c.id);
            assert!(
                typed.iter().all(|t| !welcome.contains(t.as_str())),
                "{}: typed and welcome",
                c.id
            );
            if c.mode == "couples" {
                assert!(
                    matches!(r.mode, Mode::Couples { ref person1, ref person2 } if !person1.is_empty() && !person2.is_empty()),
                    "{}",
                    c.id
                );
            }
        }
        for mode in ["tv", "movie", "couples"] {
            assert!(
                cases.iter().filter(|c| c.mode == mode).count() >= 6,
                "too few {mode} cases"
            );
        }
    }
}
