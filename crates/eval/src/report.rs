//! The run's result: one table (or JSON) with every system side by side and ratios against the
//! popularity baseline.

use serde::Serialize;

use crate::couples::{sign_test, CouplesResult};
use crate::evaluate::SystemResult;
use crate::fan_test::{self, FanResult};
use crate::movielens::RowStats;
use crate::promises::{self, Promises};
use crate::protocol::ProtocolStats;
use crate::resolver_check::ResolverCheck;
use crate::table::aligned;

/// A system measured against the baseline: >1 means better (more distinct titles, for `distinct`).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Ratios {
    pub system: String,
    pub ndcg: Option<f64>,
    pub hit_rate: Option<f64>,
    pub distinct: Option<f64>,
}

#[derive(Debug, Clone, Default, Serialize)]
pub struct InputStats {
    pub movies: RowStats,
    pub links: RowStats,
    pub ratings: RowStats,
}

#[derive(Debug, Clone, Serialize)]
pub struct Report {
    pub k: usize,
    pub seed: u64,
    pub catalog_movies: usize,
    pub catalog_has_embeddings: bool,
    pub inputs: InputStats,
    pub protocol: ProtocolStats,
    /// The community lists' titles saved as members' favourites, and how many came back through
    /// the server's loader (saved, loaded); None when the run has no community.
    pub member_lists: Option<(usize, usize)>,
    pub resolver: ResolverCheck,
    pub baseline: String,
    pub results: Vec<SystemResult>,
    pub ratios: Vec<Ratios>,
    /// Pairs of test users served one list (couples mode against pooling both lists).
    pub couples: Vec<CouplesResult>,
    /// The fan test: popularity, then the engine; empty when no cases were given.
    pub fan_test: Vec<FanResult>,
    /// The team's own sets, the same systems on each; empty when skipped.
    pub team_sets: Vec<fan_test::TeamSetResult>,
    /// "More", moods and children's lists (None in runs that skip them).
    pub promises: Option<Promises>,
    pub warnings: Vec<String>,
}

/// Ratios of every system to the one named `baseline` (None where the baseline scored zero).
pub fn ratios(results: &[SystemResult], baseline: &str) -> Vec<Ratios> {
    let Some(base) = results.iter().find(|r| r.system == baseline) else {
        return Vec::new();
    };
    let ratio = |a: f64, b: f64| (b > 0.0).then(|| a / b);
    results
        .iter()
        .filter(|r| r.system != baseline)
        .map(|r| Ratios {
            system: r.system.clone(),
            ndcg: ratio(r.ndcg, base.ndcg),
            hit_rate: ratio(r.hit_rate, base.hit_rate),
            distinct: ratio(r.distinct as f64, base.distinct as f64),
        })
        .collect()
}

/// The resolver's misses, one per line, for `--show-misses`.
pub fn render_misses(report: &Report) -> String {
    report
        .resolver
        .misses
        .iter()
        .map(|m| {
            format!(
                "{:?} → {} (expected {})\n",
                m.typed,
                m.got.as_deref().unwrap_or("nothing"),
                m.expected
            )
        })
        .collect()
}

pub fn render_table(report: &Report) -> String {
    let k = report.k;
    let header = [
        "system".to_string(),
        "users".to_string(),
        format!("HitRate@{k}"),
        format!("NDCG@{k}"),
        format!("Recall@{k}"),
        "resolved".to_string(),
        "coverage".to_string(),
        "distinct".to_string(),
        "distinct/slots".to_string(),
        "overlap".to_string(),
        "mean votes".to_string(),
    ];
    let rows: Vec<Vec<String>> = report
        .results
        .iter()
        .map(|r| {
            vec![
                r.system.clone(),
                r.users.to_string(),
                format!("{:.4}", r.hit_rate),
                format!("{:.4}", r.ndcg),
                format!("{:.4}", r.recall),
                format!("{:.1}%", 100.0 * r.resolved_share),
                format!("{:.2}%", 100.0 * r.coverage),
                r.distinct.to_string(),
                format!("{:.1}%", 100.0 * r.distinct_share),
                format!("{:.1}%", 100.0 * r.mean_overlap),
                r.mean_votes
                    .map_or_else(|| "-".to_string(), |v| format!("{v:.0}")),
            ]
        })
        .collect();
    let mut out = aligned(&header, &rows);

    out.push('\n');
    let ratio_header = [
        "vs ".to_string() + &report.baseline,
        "NDCG ×".into(),
        "HitRate ×".into(),
        "distinct ×".into(),
    ];
    let show = |x: Option<f64>| x.map_or_else(|| "-".to_string(), |v| format!("{v:.2}"));
    let ratio_rows: Vec<Vec<String>> = report
        .ratios
        .iter()
        .map(|r| {
            vec![
                r.system.clone(),
                show(r.ndcg),
                show(r.hit_rate),
                show(r.distinct),
            ]
        })
        .collect();
    out.push_str(&aligned(&ratio_header, &ratio_rows));
    if !report.couples.is_empty() {
        out.push('\n');
        out.push_str(&render_couples(&report.couples, k));
    }
    if !report.fan_test.is_empty() {
        out.push('\n');
        out.push_str(&fan_test::render(&report.fan_test, 8));
    }
    for set in &report.team_sets {
        out.push_str(&format!(
            "\nThe team's set {} (inputs no other set types; a check that the ranking \
             generalises, never tuned on):\n",
            set.file
        ));
        out.push_str(&fan_test::render(&set.systems, 3));
    }
    if let Some(p) = &report.promises {
        out.push('\n');
        out.push_str(&promises::render(p));
    }

    let p = &report.protocol;
    out.push_str(&format!(
        "\n{} test users, {} community users ({} positives); {} of {} users eligible; \
         {} of {} positives in the catalog ({} movies{}).\n",
        p.test_users,
        p.community_users,
        p.community_positives,
        p.eligible_users,
        p.users,
        p.positives_in_catalog,
        p.positives,
        report.catalog_movies,
        if report.catalog_has_embeddings {
            ""
        } else {
            ", no embeddings"
        },
    ));
    if let Some((saved, loaded)) = report.member_lists {
        out.push_str(&format!(
            "Community lists through the members' store: {saved} favourites saved, {loaded} loaded \
             back by the server's loader.\n"
        ));
    }
    let r = &report.resolver;
    out.push_str(&format!(
        "Typed inputs resolved: {} of {}; to the title the IMDb join names: {} ({:.1}%).\n",
        r.resolved,
        r.typed,
        r.correct,
        if r.typed == 0 {
            0.0
        } else {
            100.0 * r.correct as f64 / r.typed as f64
        },
    ));
    let i = &report.inputs;
    out.push_str(&format!(
        "Malformed rows skipped: movies {}/{}, links {}/{}, ratings {}/{}.\n",
        i.movies.bad, i.movies.rows, i.links.bad, i.links.rows, i.ratings.bad, i.ratings.rows
    ));
    for r in report
        .results
        .iter()
        .filter(|r| r.errors > 0 || r.short_lists > 0)
    {
        out.push_str(&format!(
            "{}: {} refused requests, {} lists shorter than {k}.\n",
            r.system, r.errors, r.short_lists
        ));
    }
    for w in &report.warnings {
        out.push_str(&format!("warning: {w}\n"));
    }
    out
}

fn render_couples(results: &[CouplesResult], k: usize) -> String {
    let header = [
        "couples (two test users, one list)".to_string(),
        "pairs".to_string(),
        format!("both hit@{k}"),
        format!("min NDCG@{k}"),
        format!("mean NDCG@{k}"),
        "distinct".to_string(),
    ];
    let rows: Vec<Vec<String>> = results
        .iter()
        .map(|r| {
            vec![
                r.system.clone(),
                r.pairs.to_string(),
                format!("{:.4}", r.both_hit),
                format!("{:.4}", r.min_ndcg),
                format!("{:.4}", r.mean_ndcg),
                r.distinct.to_string(),
            ]
        })
        .collect();
    let mut out = aligned(&header, &rows);
    // The last row (couples mode) against the one before it (the same engine on both lists
    // pooled), pair by pair: the rows' both-hit shares alone cannot say whether a gap of a pair
    // or two is more than chance.
    if let [.., before, last] = results {
        if let Some(t) = sign_test(&last.both_hit_pairs, &before.both_hit_pairs) {
            out.push_str(&format!(
                "{} against {}, pair by pair: both hit only with the first in {} pairs, only \
                 with the second in {} (two-sided sign test p = {:.2})\n",
                last.system, before.system, t.first_only, t.second_only, t.p_value
            ));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn result(system: &str, ndcg: f64, hit_rate: f64, distinct: usize) -> SystemResult {
        SystemResult {
            system: system.to_string(),
            users: 10,
            hit_rate,
            ndcg,
            recall: 0.1,
            resolved_share: 0.9,
            coverage: 0.01,
            distinct,
            distinct_share: 0.5,
            mean_overlap: 0.1,
            mean_votes: Some(1000.0),
            errors: 0,
            short_lists: 0,
        }
    }

    #[test]
    fn ratios_are_against_the_baseline_and_skip_zero_baselines() {
        let results = [result("pop", 0.2, 0.0, 10), result("engine", 0.3, 0.5, 60)];
        let r = ratios(&results, "pop");
        assert_eq!(r.len(), 1);
        assert!((r[0].ndcg.unwrap() - 1.5).abs() < 1e-9);
        assert_eq!(r[0].hit_rate, None);
        assert!((r[0].distinct.unwrap() - 6.0).abs() < 1e-9);
        assert!(ratios(&results, "missing").is_empty());
    }

    #[test]
    fn table_columns_line_up() {
        let results = vec![
            result("popularity", 0.2, 0.7, 15),
            result("engine + community", 0.31, 0.75, 900),
        ];
        let report = Report {
            k: 10,
            seed: 1,
            catalog_movies: 1000,
            catalog_has_embeddings: true,
            inputs: InputStats::default(),
            protocol: ProtocolStats::default(),
            member_lists: Some((12, 11)),
            resolver: ResolverCheck::default(),
            baseline: "popularity".into(),
            ratios: ratios(&results, "popularity"),
            results,
            couples: vec![
                CouplesResult {
                    system: "engine, both lists pooled".into(),
                    pairs: 5,
                    both_hit: 0.2,
                    min_ndcg: 0.1,
                    mean_ndcg: 0.2,
                    distinct: 30,
                    both_hit_pairs: vec![true, false, false, false, false],
                },
                CouplesResult {
                    system: "engine couples mode".into(),
                    pairs: 5,
                    both_hit: 0.4,
                    min_ndcg: 0.1,
                    mean_ndcg: 0.2,
                    distinct: 40,
                    both_hit_pairs: vec![false, true, true, false, false],
                },
            ],
            fan_test: Vec::new(),
            team_sets: Vec::new(),
            promises: None,
            warnings: vec![],
        };
        let table = render_table(&report);
        let lines: Vec<&str> = table.lines().take(4).collect();
        assert!(
            lines[0].starts_with("system             | users | HitRate@10"),
            "{table}"
        );
        let bars = |l: &str| {
            l.char_indices()
                .filter(|(_, c)| *c == '|')
                .map(|(i, _)| i)
                .collect::<Vec<_>>()
        };
        assert_eq!(bars(lines[0]), bars(lines[2]));
        assert_eq!(bars(lines[0]), bars(lines[3]));
        assert!(table.contains("1.55"), "{table}");
        let couples_row: Vec<&str> = table
            .lines()
            .find(|l| l.starts_with("engine couples mode"))
            .map(|l| l.split('|').map(str::trim).collect())
            .unwrap_or_default();
        assert_eq!(
            couples_row,
            [
                "engine couples mode",
                "5",
                "0.4000",
                "0.1000",
                "0.2000",
                "40"
            ],
            "{table}"
        );
        assert!(
            table.contains(
                "engine couples mode against engine, both lists pooled, pair by pair: both hit \
                 only with the first in 2 pairs, only with the second in 1 (two-sided sign test \
                 p = 1.00)"
            ),
            "{table}"
        );
        assert!(!table.contains("The team's set"), "{table}");
        let mut with_team = report;
        with_team.team_sets = ["a.json", "b.json"]
            .into_iter()
            .zip([4, 1])
            .map(|(file, welcome)| fan_test::TeamSetResult {
                file: file.into(),
                systems: vec![FanResult {
                    system: "engine".into(),
                    cases: vec![fan_test::CaseResult {
                        id: format!("case-of-{file}"),
                        mode: "tv".into(),
                        welcome,
                        picks: vec!["A".into()],
                    }],
                }],
            })
            .collect();
        let table = render_table(&with_team);
        let a = table
            .find("The team's set a.json")
            .expect("the first set is printed");
        let b = table
            .find("The team's set b.json")
            .expect("the second set is printed");
        let (first, second) = (&table[a..b], &table[b..]);
        assert!(first.contains("100%") && first.contains("4.00"), "{table}");
        assert!(first.contains("case-of-a.json [tv] 4/10"), "{table}");
        assert!(second.contains("0%") && second.contains("1.00"), "{table}");
        assert!(!second.contains("case-of-a.json"), "{table}");
    }
}
