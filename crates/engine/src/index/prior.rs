//! The quality prior, request-independent: how good and how widely seen a title is, 0..=1, with a
//! popularity estimated from the 2021 lists' ranks for the titles IMDb has no vote count for.

use catalog::{Kind, Title};

use crate::tuning::Tuning;

/// Quality/popularity prior in 0..=1: a Bayesian-averaged IMDb score (so 9.0 from 40 votes does not
/// beat 8.5 from a million), log IMDb votes and log TMDB popularity, each scaled to 0..=1 by the
/// catalog's own maximum so the weights mean the same on any catalog. `seen` is [`seen_votes`]:
/// a title IMDb has no count for is priced by the count its list rank stands for.
pub(super) fn priors(titles: &[Title], seen: &[u32], tuning: &Tuning) -> (Vec<f32>, Vec<f32>) {
    const PRIOR_VOTES: f32 = 2_000.0;
    let (mut score_sum, mut score_n) = (0.0f64, 0u32);
    let (mut max_votes, mut max_tmdb) = (1.0f32, 1.0f32);
    for t in titles {
        if let Some(s) = t.imdb_score.filter(|s| s.is_finite()) {
            score_sum += s as f64;
            score_n += 1;
        }
        max_votes = max_votes.max(t.imdb_votes.unwrap_or(0) as f32);
        max_tmdb = max_tmdb.max(t.tmdb_popularity.filter(|p| p.is_finite()).unwrap_or(0.0));
    }
    let mean = if score_n > 0 {
        (score_sum / score_n as f64) as f32
    } else {
        6.5
    };
    let total = (tuning.prior_quality + tuning.prior_votes + tuning.prior_tmdb).max(1e-6);
    let share_of = |votes: f32| (1.0 + votes).ln() / (1.0 + max_votes).ln();
    titles
        .iter()
        .zip(seen)
        .map(|(t, &seen)| {
            let votes = t.imdb_votes.unwrap_or(0) as f32;
            let score = t.imdb_score.filter(|s| s.is_finite());
            let bayes = match (score, t.imdb_votes) {
                (Some(score), Some(_)) => {
                    (votes * score + PRIOR_VOTES * mean) / (votes + PRIOR_VOTES)
                }
                // A score with no count: the 2021 lists carry IMDb scores for the shows they list
                // but never the votes behind them (and a few dozen new JustWatch rows lack the
                // count). Shrinking it as if no one had voted threw it away and left every Hulu
                // show on the catalog's mean (Parks and Recreation's 8.6 ranked as a 6.4), so it
                // is taken as it stands; its votes part comes from its list rank, if any (below).
                (Some(score), None) => score,
                (None, _) => mean,
            };
            let quality = ((bayes - 4.0) / 5.0).clamp(0.0, 1.0);
            let counted = t.imdb_votes.is_some_and(|v| v > 0);
            let share = match t.list_score {
                // The list rank's estimate (0, the floor, when no title of the kind is counted).
                Some(_) if !counted => tuning.list_votes * share_of(seen as f32),
                _ => share_of(votes),
            };
            let pop = share.powf(tuning.votes_sharpness);
            let tmdb = t
                .tmdb_popularity
                .filter(|p| p.is_finite() && *p > 0.0)
                .unwrap_or(0.0);
            let tmdb = (1.0 + tmdb).ln() / (1.0 + max_tmdb).ln();
            let votes_part = tuning.prior_votes * pop / total;
            (
                (tuning.prior_quality * quality + tuning.prior_tmdb * tmdb) / total + votes_part,
                if counted { votes_part } else { 0.0 },
            )
        })
        .unzip()
}

/// How widely seen a title is by its place in the 2021 lists, for the titles IMDb has no vote
/// count for: 42% of the shows (all of Hulu, and what has left the other platforms), among them
/// Parks and Recreation, Brooklyn Nine-Nine and Modern Family, which sat on the prior's floor, and
/// the films only the older lists carry (The Lighthouse, It Comes at Night). A quantile map fitted
/// per kind on the titles that have both (the two lists score on different scales): a title at
/// its kind's 90th percentile of list scores gets the votes share of its kind's counted titles'
/// 90th percentile. Measured in crates/engine/JOURNAL.md ("eleventh session" for shows,
/// "seventeenth session" for films).
struct ListedTitles {
    /// List scores of the kind's titles with both, sorted, and their vote counts, sorted.
    scores: Vec<u8>,
    votes: Vec<u32>,
}

impl ListedTitles {
    fn fit(titles: &[Title], kind: Kind) -> ListedTitles {
        let (mut scores, mut votes): (Vec<u8>, Vec<u32>) = titles
            .iter()
            .filter(|t| t.kind == kind)
            .filter_map(|t| Some((t.list_score?, t.imdb_votes.filter(|&v| v > 0)?)))
            .unzip();
        scores.sort_unstable();
        votes.sort_unstable();
        ListedTitles { scores, votes }
    }

    /// The vote count at the list score's mid-rank among the counted titles (0 with none).
    fn votes(&self, score: u8) -> u32 {
        let below = self.scores.partition_point(|&s| s < score);
        let through = self.scores.partition_point(|&s| s <= score);
        self.votes
            .get(((below + through) / 2).min(self.votes.len().saturating_sub(1)))
            .copied()
            .unwrap_or(0)
    }
}

/// How many people saw each title, as far as the data tells: its IMDb vote count, else the count
/// its 2021 list rank stands for ([`ListedTitles`]), else 0. The show page's bingeability reads it,
/// so a show IMDb has no count for (Parks and Recreation, Modern Family) is not taken for one
/// nobody watched.
pub(super) fn seen_votes(titles: &[Title]) -> Vec<u32> {
    let listed = [Kind::Show, Kind::Movie].map(|kind| ListedTitles::fit(titles, kind));
    titles
        .iter()
        .map(|t| match (t.imdb_votes.filter(|&v| v > 0), t.list_score) {
            (Some(votes), _) => votes,
            (None, Some(score)) => listed[usize::from(t.kind == Kind::Movie)].votes(score),
            (None, None) => 0,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_score_without_a_vote_count_counts_as_it_stands() {
        let title = |score: Option<f32>, votes: Option<u32>| {
            let mut t = Title::named("k".into(), "t", Kind::Show, None);
            (t.imdb_score, t.imdb_votes) = (score, votes);
            t
        };
        let titles = [
            title(Some(8.6), None),
            title(None, None),
            title(Some(8.6), Some(0)),
            title(Some(6.0), Some(40_000)),
        ];
        let (prior, votes_part) = priors(&titles, &seen_votes(&titles), &Tuning::default());
        assert!(
            prior[0] > prior[1] + 0.05,
            "a listed 8.6 outranks an unknown: {prior:?}"
        );
        assert!(
            prior[0] > prior[2] + 0.05,
            "nobody having voted is not the same as an unknown count: {prior:?}"
        );
        assert_eq!(votes_part[0], 0.0, "an unknown count earns no popularity");
    }

    #[test]
    fn a_title_nobody_counted_votes_for_is_as_seen_as_the_counted_titles_of_its_kind_at_its_list_rank(
    ) {
        let title = |key: &str, kind, votes: Option<u32>, list: Option<u8>| {
            let mut t = Title::named(key.into(), key, kind, None);
            (t.imdb_score, t.imdb_votes, t.list_score) = (Some(8.0), votes, list);
            t
        };
        // Counted shows and films: the better a title's list score, the more votes; at the same
        // list score a film has a tenth of a show's votes (the two lists score differently).
        let mut titles: Vec<Title> = Vec::new();
        for (kind, votes) in [(Kind::Show, 1_000), (Kind::Movie, 100)] {
            titles.extend((0..20u32).map(|i| {
                title(
                    &format!("{kind:?}{i}"),
                    kind,
                    Some(votes * 2u32.pow(i / 2)),
                    Some(50 + i as u8 * 2),
                )
            }));
        }
        titles.push(title("uncounted hit", Kind::Show, None, Some(88))); // scored like Show19
        titles.push(title("uncounted flop", Kind::Show, None, Some(52)));
        titles.push(title("unlisted", Kind::Show, None, None));
        titles.push(title("uncounted film", Kind::Movie, None, Some(88))); // scored like Movie19
        let (prior, votes_part) = priors(&titles, &seen_votes(&titles), &Tuning::default());
        let [hit, flop, unlisted, film] = [40, 41, 42, 43];
        let (best_show, best_film) = (19, 39);
        assert!(prior[hit] > prior[flop] + 0.05, "{prior:?}");
        assert!(prior[flop] > prior[unlisted], "{prior:?}");
        assert!(
            (prior[hit] - prior[best_show]).abs() < (prior[hit] - prior[10]).abs(),
            "the hit is priced like the counted shows near its rank: {prior:?}"
        );
        assert!(
            (prior[film] - prior[best_film]).abs() < 1e-6 && prior[film] < prior[hit],
            "a film is priced by the counted films at its rank, not by the shows': {prior:?}"
        );
        assert_eq!(
            (votes_part[hit], votes_part[flop], votes_part[film]),
            (0.0, 0.0, 0.0),
            "an estimate is not a count: the calibration's cap never sees it"
        );
        let off = Tuning {
            list_votes: 0.0,
            ..Tuning::default()
        };
        let (prior_off, _) = priors(&titles, &seen_votes(&titles), &off);
        assert_eq!(prior_off[hit], prior_off[unlisted]);

        // The count the show page reads: a count as it is, else the list rank's, else none.
        let seen = seen_votes(&titles);
        assert_eq!(seen[best_show], titles[best_show].imdb_votes.unwrap_or(0));
        assert_eq!(seen[hit], seen[best_show], "{seen:?}");
        assert!(seen[flop] < seen[10] && seen[flop] > 0, "{seen:?}");
        assert_eq!(seen[unlisted], 0);
        assert_eq!(seen[film], seen[best_film]);
    }
}
