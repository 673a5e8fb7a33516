//! The last step of the merge: one title per (type, normalised name, year), the richest record
//! kept and its namesakes folded into it or dropped as other works.

use std::collections::HashMap;

use super::same_work::are_distinct_works;
use super::{
    adds_older_genres, push_names, push_platform, MergeStats, MAX_CAST, MAX_DIRECTORS,
    OTT_KEY_PREFIX,
};
use crate::genres;
use crate::model::{Kind, Title};
use crate::text::match_key;

/// How much a record tells, to pick which of two namesakes to keep: audience evidence first, then
/// how complete it is. Main-source records win ties over older-file ones (their keys are stable).
fn richness(t: &Title) -> impl Ord {
    let filled = [
        !t.description.is_empty(),
        !t.genres.is_empty(),
        t.maturity.is_some(),
        t.runtime.is_some(),
        t.imdb_score.is_some(),
        t.tmdb_score.is_some(),
        !t.countries.is_empty(),
        !t.cast.is_empty(),
        !t.directors.is_empty(),
    ]
    .iter()
    .filter(|f| **f)
    .count();
    (
        t.imdb_votes.unwrap_or(0),
        t.imdb_id.is_some(),
        !t.key.starts_with(OTT_KEY_PREFIX),
        t.platforms.len(),
        filled,
        t.cast.len(),
    )
}

/// Copies what `keep` lacks from `other`, a record of the same work.
fn fold_into(keep: &mut Title, other: Title) {
    // Namesakes of one year: a first-season listing of it says the year is the premiere.
    keep.year_is_latest_season &= other.year_is_latest_season;
    for p in other.platforms {
        push_platform(keep, p);
    }
    push_names(&mut keep.cast, &other.cast, MAX_CAST);
    push_names(&mut keep.directors, &other.directors, MAX_DIRECTORS);
    if keep.description.is_empty() {
        keep.description = other.description;
    }
    if adds_older_genres(keep) {
        genres::push_unique(&mut keep.genres, &other.genres);
    }
    if keep.countries.is_empty() {
        keep.countries = other.countries;
    }
    keep.maturity = keep.maturity.take().or(other.maturity);
    keep.runtime = keep.runtime.or(other.runtime);
    keep.seasons = keep.seasons.or(other.seasons);
    keep.imdb_id = keep.imdb_id.take().or(other.imdb_id);
    keep.imdb_score = keep.imdb_score.or(other.imdb_score);
    keep.list_score = keep.list_score.max(other.list_score);
    keep.imdb_votes = keep.imdb_votes.or(other.imdb_votes);
    keep.tmdb_score = keep.tmdb_score.or(other.tmdb_score);
    keep.tmdb_popularity = keep.tmdb_popularity.or(other.tmdb_popularity);
}

/// One title per (type, normalised name, year): nobody can ask for one namesake over another, so
/// a second record is at best a duplicate listing (folded into the richest) and at worst another
/// work of the same name and year (see [`are_distinct_works`]: dropped rather than folded, so the
/// kept title never claims the other's platforms). Titles without a year are grouped
/// too. The richest record is chosen by [`richness`], then the smallest key, so the result does
/// not depend on input order.
pub(super) fn dedupe(titles: Vec<Title>, stats: &mut MergeStats) -> Vec<Title> {
    let mut groups: HashMap<(Kind, String, Option<u16>), Vec<Title>> = HashMap::new();
    for t in titles {
        groups
            .entry((t.kind, match_key(&t.title), t.year))
            .or_default()
            .push(t);
    }
    let mut out = Vec::with_capacity(groups.len());
    for (_, mut group) in groups {
        if group.len() > 1 {
            group.sort_by(|a, b| {
                richness(b)
                    .cmp(&richness(a))
                    .then_with(|| a.key.cmp(&b.key))
            });
        }
        let mut rest = group.into_iter();
        let Some(mut keep) = rest.next() else {
            continue;
        };
        for other in rest {
            if are_distinct_works(&keep, &other) {
                stats.same_name_year_dropped += 1;
            } else {
                stats.same_name_year_folded += 1;
                fold_into(&mut keep, other);
            }
        }
        out.push(keep);
    }
    out
}
