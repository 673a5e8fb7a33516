//! Merge: one title per work across every source.
//!
//! Rules, in order: rows with the same JustWatch id are one title; a JustWatch row whose IMDb id is
//! already known joins that title; rows of the id-less older files join the title with the same
//! normalised name (also without a brand prefix such as "Monty Python's"), type and year (±1, since
//! the older lists date re-releases differently), or, for a show, the series of that name that was
//! still running in the row's year (the older lists date a show by its latest season), or failing
//! that the only main-source title of that name and type when the years are within 3 (or one is
//! unknown). An older-file title that matches nothing is kept under a synthetic `ott:` key. Last,
//! titles of one type that still share a normalised name and year are folded into the richest of
//! them (see [`dedupe`]). The evidence that a row and a title are one work is in `same_work.rs`,
//! that last step in `dedupe.rs`, and the country names and codes in `country.rs`.

use std::collections::HashMap;

use crate::genres;
use crate::import::availability::AvailabilityRow;
use crate::import::credits::{CreditRow, Role};
use crate::import::ott::OttRow;
use crate::import::streaming_titles::StreamingRow;
use crate::model::{Kind, ListedTitle, Platform, Title};
use crate::text::{compact, match_key, without_article, without_brand, words};

mod country;
mod dedupe;
mod same_work;

use country::{country_code, main_country};
use dedupe::dedupe;
use same_work::{bills, row_is_other_work, run_reaches, shares_a_name};

/// Enough to recognise a cast; the credits files list dozens of bit parts.
pub const MAX_CAST: usize = 15;
pub const MAX_DIRECTORS: usize = 5;
/// Year distance tolerated when matching the older, id-less files.
const YEAR_TOLERANCE: u16 = 1;
/// Year distance tolerated when the name and type point at a single main-source title: the older
/// lists sometimes date a film by a re-release or a show by a later season.
const SOLE_MATCH_YEAR_TOLERANCE: u16 = 3;
/// Key prefix of titles only the older files list; every other key is a JustWatch id.
const OTT_KEY_PREFIX: &str = "ott:";

/// Everything the importers produced.
#[derive(Debug, Default)]
pub struct Sources {
    pub streaming: Vec<StreamingRow>,
    pub credits: Vec<CreditRow>,
    pub ott: Vec<OttRow>,
    pub availability: Vec<AvailabilityRow>,
}

/// How rows were joined (reported by the build).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct MergeStats {
    pub duplicate_jw_rows: usize,
    pub merged_by_imdb: usize,
    pub credits_unmatched: usize,
    /// Older-file rows joined to an existing title (all rules, including the two below).
    pub ott_matched: usize,
    /// Of those, rows joined only once a brand prefix was dropped from their name.
    pub ott_matched_without_brand: usize,
    /// Of those, rows joined to the sole main-source title of their name despite a year gap of 2–3
    /// (or an unknown main-source year).
    pub ott_matched_sole_title: usize,
    /// Of those, show rows dated by their latest season and joined to the series that was running
    /// then (see `Merger::find_running_show`).
    pub ott_matched_running_show: usize,
    /// Of those, show rows joined to a show only the older lists carry, which another list dated
    /// by a season within the same run (see `Merger::find_older_list_show`).
    pub ott_matched_older_list_show: usize,
    pub ott_new_titles: usize,
    pub availability_matched: usize,
    pub availability_unmatched: usize,
    /// Same type, name and year: records folded into a richer one (not told apart by IMDb id).
    pub same_name_year_folded: usize,
    /// Same type, name and year but different IMDb ids: distinct works the catalog cannot tell
    /// apart by name and year, so only the richer one is kept.
    pub same_name_year_dropped: usize,
}

struct Merger {
    titles: Vec<Title>,
    /// Availability rows no title matched, one per work (see [`ListedTitle`]).
    listed_only: Vec<ListedTitle>,
    listed_by_name: HashMap<(Kind, String, Option<u16>), usize>,
    by_jw: HashMap<String, usize>,
    by_imdb: HashMap<String, usize>,
    by_name: HashMap<(Kind, String), Vec<usize>>,
    stats: MergeStats,
}

fn push_names(into: &mut Vec<String>, names: &[String], cap: usize) {
    for n in names {
        if into.len() >= cap {
            break;
        }
        if !bills(into, n) {
            into.push(n.clone());
        }
    }
}

fn push_platform(t: &mut Title, p: Platform) {
    if !t.platforms.contains(&p) {
        t.platforms.push(p);
    }
}

impl Merger {
    fn new() -> Self {
        Merger {
            titles: Vec::new(),
            listed_only: Vec::new(),
            listed_by_name: HashMap::new(),
            by_jw: HashMap::new(),
            by_imdb: HashMap::new(),
            by_name: HashMap::new(),
            stats: MergeStats::default(),
        }
    }

    fn index_name(&mut self, idx: usize) {
        let t = &self.titles[idx];
        self.by_name
            .entry((t.kind, match_key(&t.title)))
            .or_default()
            .push(idx);
    }

    fn add_streaming(&mut self, row: &StreamingRow) {
        let existing = match self.by_jw.get(&row.jw_id) {
            Some(&i) => {
                self.stats.duplicate_jw_rows += 1;
                Some(i)
            }
            None => match row.imdb_id.as_ref().and_then(|imdb| self.by_imdb.get(imdb)) {
                Some(&i) => {
                    self.stats.merged_by_imdb += 1;
                    self.by_jw.insert(row.jw_id.clone(), i);
                    Some(i)
                }
                None => None,
            },
        };
        let idx = match existing {
            Some(i) => i,
            None => {
                let i = self.titles.len();
                self.titles.push(Title::named(
                    row.jw_id.clone(),
                    &row.title,
                    row.kind,
                    row.year,
                ));
                self.by_jw.insert(row.jw_id.clone(), i);
                if let Some(imdb) = &row.imdb_id {
                    self.by_imdb.insert(imdb.clone(), i);
                }
                self.index_name(i);
                i
            }
        };
        let t = &mut self.titles[idx];
        push_platform(t, row.platform);
        // First row wins per field; later rows (other platforms' snapshots) only fill gaps.
        if t.description.is_empty() {
            t.description = row.description.clone();
        }
        genres::push_unique(
            &mut t.genres,
            row.genres.iter().filter_map(|g| genres::from_justwatch(g)),
        );
        t.maturity = t.maturity.take().or_else(|| row.maturity.clone());
        t.runtime = t.runtime.or(row.runtime);
        t.seasons = t.seasons.or(row.seasons);
        t.imdb_id = t.imdb_id.take().or_else(|| row.imdb_id.clone());
        t.imdb_score = t.imdb_score.or(row.imdb_score);
        t.imdb_votes = t.imdb_votes.or(row.imdb_votes);
        t.tmdb_score = t.tmdb_score.or(row.tmdb_score);
        t.tmdb_popularity = t.tmdb_popularity.or(row.tmdb_popularity);
        if t.countries.is_empty() {
            t.countries = row
                .countries
                .iter()
                .filter_map(|c| main_country(c))
                .collect();
        }
    }

    fn add_credits(&mut self, credits: &[CreditRow]) {
        for c in credits {
            let Some(&i) = self.by_jw.get(&c.jw_id) else {
                self.stats.credits_unmatched += 1;
                continue;
            };
            let t = &mut self.titles[i];
            match c.role {
                Role::Actor => push_names(&mut t.cast, std::slice::from_ref(&c.name), MAX_CAST),
                Role::Director => push_names(
                    &mut t.directors,
                    std::slice::from_ref(&c.name),
                    MAX_DIRECTORS,
                ),
            }
        }
    }

    /// The title with this name key and type whose year is closest (within tolerance); ties go to
    /// the earlier-created title, i.e. the JustWatch one.
    fn find_by_key(&self, kind: Kind, key: &str, year: Option<u16>) -> Option<usize> {
        let year = year?;
        let candidates = self.by_name.get(&(kind, key.to_string()))?;
        candidates
            .iter()
            .filter_map(|&i| Some((self.titles[i].year?.abs_diff(year), i)))
            .filter(|(dy, _)| *dy <= YEAR_TOLERANCE)
            .min()
            .map(|(_, i)| i)
    }

    fn find_by_name(&self, kind: Kind, name: &str, year: Option<u16>) -> Option<usize> {
        self.find_by_key(kind, &match_key(name), year)
    }

    /// The one main-source title with the row's name key and type, when its year is within
    /// [`SOLE_MATCH_YEAR_TOLERANCE`] (or either year is unknown) and nothing shows it to be another
    /// work. Two or more namesakes are remakes or re-uses of the name, so none is chosen.
    fn find_sole_main_title(&self, row: &OttRow, key: &str) -> Option<usize> {
        let candidates = self.by_name.get(&(row.kind, key.to_string()))?;
        let mut main = candidates
            .iter()
            .copied()
            .filter(|&i| !self.titles[i].key.starts_with(OTT_KEY_PREFIX));
        let (only, None) = (main.next()?, main.next()) else {
            return None;
        };
        let near = match (self.titles[only].year, row.year) {
            (Some(a), Some(b)) => a.abs_diff(b) <= SOLE_MATCH_YEAR_TOLERANCE,
            _ => true,
        };
        (near && !row_is_other_work(row, &self.titles[only])).then_some(only)
    }

    /// The shows of a name key that only the older lists carry (`older_lists`), or the main
    /// source's.
    fn shows_named(&self, key: &str, older_lists: bool) -> impl Iterator<Item = (usize, &Title)> {
        self.by_name
            .get(&(Kind::Show, key.to_string()))
            .into_iter()
            .flatten()
            .map(|&i| (i, &self.titles[i]))
            .filter(move |(_, t)| t.key.starts_with(OTT_KEY_PREFIX) == older_lists)
    }

    /// A show the older lists date by its latest season (Netflix's 2021 list gives Friday Night
    /// Lights, 2006-2011, as 2010, and The Walking Dead as 2019): the main-source show of that
    /// name that had started by then and whose run reaches that far ([`run_reaches`]) or that
    /// bills someone the row bills. Of several, the latest to start, so a 2012 row of Gossip Girl
    /// joins the 2007 series and not the 2021 one.
    fn find_running_show(&self, row: &OttRow, key: &str) -> Option<usize> {
        let latest_season = row.year.filter(|_| row.kind == Kind::Show)?;
        self.shows_named(key, false)
            .filter_map(|(i, t)| {
                let start = t.year?;
                // A revived series outruns a year per season (Arrested Development: 2003-2006,
                // then 2013 and 2018-2019); someone billed in both says it is the same show.
                let revived =
                    start <= latest_season + YEAR_TOLERANCE && shares_a_name(&row.cast, &t.cast);
                let aired = run_reaches(start, latest_season, t.seasons) || revived;
                (aired && !row_is_other_work(row, t)).then_some((start, i))
            })
            .max()
            .map(|(_, i)| i)
    }

    /// A show only the older lists carry, listed again by another of them under another year:
    /// Hulu's list dates a show by its first season, Netflix's and Prime Video's 2021 lists by
    /// their latest (Hannibal is 2013 on Hulu and 2015 on Netflix, Bones 2005 and 2017). The
    /// namesake whose run, from the earlier of the two years, reaches the later one
    /// ([`run_reaches`], with the larger season count), whose later-dated record's own seasons
    /// count back to near the earlier year (Netflix's one-season Thai "Revenge" of 2017 is not
    /// ABC's four-season series of 2011) and whose record does not show another work; of
    /// several, the nearest year. The joined show is then dated and named by its first-season
    /// listing, the earlier one (the later lists spell "This is Us", "El señor de los Cielos",
    /// "Star Trek:  The Original Series"), and has the larger season count (each list counts
    /// only the seasons it carries).
    fn find_older_list_show(&mut self, row: &OttRow, key: &str) -> Option<usize> {
        let year = row.year.filter(|_| row.kind == Kind::Show)?;
        let i = self
            .shows_named(key, true)
            .filter_map(|(i, t)| {
                let other = t.year?;
                // The larger count, or the one known (None orders below any count).
                let seasons = t.seasons.max(row.seasons);
                let (earlier, later) = (year.min(other), year.max(other));
                let later_seasons = if year > other { row.seasons } else { t.seasons };
                let later_start = later.saturating_sub(later_seasons.unwrap_or(1));
                let same_run = run_reaches(earlier, later, seasons)
                    && later_start <= earlier + SOLE_MATCH_YEAR_TOLERANCE;
                (same_run && !row_is_other_work(row, t)).then_some((year.abs_diff(other), i))
            })
            .min()
            .map(|(_, i)| i)?;
        let t = &mut self.titles[i];
        if t.year.is_some_and(|y| year < y) {
            t.year = Some(year);
            t.title.clone_from(&row.title);
            t.year_is_latest_season = row.dated_by_latest_season();
        } else if t.year == Some(year) && !row.dated_by_latest_season() {
            t.year_is_latest_season = false;
        }
        t.seasons = t.seasons.max(row.seasons);
        Some(i)
    }

    /// Where an older-file row belongs: same name and near year; else the same name without a
    /// brand prefix and near year; else a show that was still running in the row's year; else
    /// the same show as another older list dated it; else the sole main-source namesake.
    fn find_ott_home(&mut self, row: &OttRow) -> Option<usize> {
        let key = match_key(&row.title);
        // A main-source title of the name and year first. An older-list namesake of the year
        // waits until no running series claims the row: that namesake may be a remake the series
        // turned away (Netflix's Korean "Suits" of 2018 beside Prime Video's 2019 listing of the
        // American series, whose credits the remake does not share).
        let by_key = self.find_by_key(row.kind, &key, row.year);
        let older_listed = |i: usize| self.titles[i].key.starts_with(OTT_KEY_PREFIX);
        if let Some(i) = by_key.filter(|&i| !older_listed(i)) {
            return Some(i);
        }
        let unbranded = without_brand(without_article(&words(&row.title))).map(compact);
        if let Some(i) = unbranded
            .as_deref()
            .and_then(|k| self.find_by_key(row.kind, k, row.year))
        {
            self.stats.ott_matched_without_brand += 1;
            return Some(i);
        }
        if let Some(i) = self.find_running_show(row, &key) {
            self.stats.ott_matched_running_show += 1;
            return Some(i);
        }
        if by_key.is_some() {
            return by_key;
        }
        if let Some(i) = self.find_older_list_show(row, &key) {
            self.stats.ott_matched_older_list_show += 1;
            return Some(i);
        }
        let i = self.find_sole_main_title(row, &key)?;
        self.stats.ott_matched_sole_title += 1;
        Some(i)
    }

    fn add_ott(&mut self, row: &OttRow) {
        let idx = match self.find_ott_home(row) {
            Some(i) => {
                self.stats.ott_matched += 1;
                i
            }
            None => {
                self.stats.ott_new_titles += 1;
                let kind = match row.kind {
                    Kind::Movie => "movie",
                    Kind::Show => "show",
                };
                let year = row.year.map(|y| y.to_string()).unwrap_or_default();
                let key = format!("{OTT_KEY_PREFIX}{kind}:{}:{year}", match_key(&row.title));
                let i = self.titles.len();
                let mut title = Title::named(key, &row.title, row.kind, row.year);
                title.year_is_latest_season = row.dated_by_latest_season();
                self.titles.push(title);
                self.index_name(i);
                i
            }
        };
        let t = &mut self.titles[idx];
        push_platform(t, row.platform);
        push_names(&mut t.cast, &row.cast, MAX_CAST);
        push_names(&mut t.directors, &row.directors, MAX_DIRECTORS);
        if t.description.is_empty() {
            t.description = row.description.clone();
        }
        let mut filed_under: Vec<String> = Vec::new();
        for category in &row.listed_in {
            genres::push_unique(&mut filed_under, genres::from_listed_in(category));
        }
        // Checked before this row's categories join the tags, so a row never confirms itself.
        let confirmed = filed_under.iter().filter(|g| t.genres.contains(g));
        genres::push_unique(&mut t.confirmed_genres, confirmed);
        if adds_older_genres(t) {
            genres::push_unique(&mut t.genres, &filed_under);
        }
        t.maturity = t.maturity.take().or_else(|| row.maturity.clone());
        t.runtime = t.runtime.or(row.runtime);
        t.seasons = t.seasons.or(row.seasons);
        if t.countries.is_empty() {
            t.countries = row.countries.iter().map(|c| country_code(c)).collect();
        }
    }

    /// A show only the older lists carry, dated by its latest season, for an availability row
    /// dated by the show's first: the namesake whose latest season falls within its run
    /// ([`run_reaches`]). Of several, the earliest, the one closest to that start.
    fn find_show_by_start(&self, row: &AvailabilityRow) -> Option<usize> {
        let start = row.year.filter(|_| row.kind == Kind::Show)?;
        self.shows_named(&match_key(&row.title), true)
            .filter_map(|(i, t)| {
                let latest_season = t.year?;
                run_reaches(start, latest_season, t.seasons).then_some((latest_season, i))
            })
            .min()
            .map(|(_, i)| i)
    }

    fn add_availability(&mut self, row: &AvailabilityRow) {
        let (i, started) = match self.find_by_name(row.kind, &row.title, row.year) {
            Some(i) => (i, None),
            None => match self.find_show_by_start(row) {
                // The availability row knows when the show began; the older list gave its last
                // season, which would date Parks and Recreation to 2015.
                Some(i) => (i, row.year),
                None => {
                    // No description, genres or cast to recommend from: an unmatched row adds no
                    // title, only the note of where it streams.
                    self.stats.availability_unmatched += 1;
                    self.add_listed_only(row);
                    return;
                }
            },
        };
        self.stats.availability_matched += 1;
        let t = &mut self.titles[i];
        if started.is_some() {
            t.year_is_latest_season = false;
        }
        t.year = started.or(t.year);
        for p in &row.platforms {
            push_platform(t, *p);
        }
        t.imdb_score = t.imdb_score.or(row.imdb_score);
        t.list_score = t.list_score.max(row.list_score);
    }

    /// The same work on two platforms is two rows: one entry with both platforms.
    fn add_listed_only(&mut self, row: &AvailabilityRow) {
        let name = (row.kind, match_key(&row.title), row.year);
        let i = *self.listed_by_name.entry(name).or_insert_with(|| {
            self.listed_only.push(ListedTitle {
                title: row.title.clone(),
                kind: row.kind,
                year: row.year,
                platforms: Vec::new(),
            });
            self.listed_only.len() - 1
        });
        let listed = &mut self.listed_only[i];
        for p in &row.platforms {
            if !listed.platforms.contains(p) {
                listed.platforms.push(*p);
            }
        }
    }

    /// Dense ids in key order, so the same datasets always give the same ids.
    fn finish(mut self) -> Merged {
        let mut titles = dedupe(std::mem::take(&mut self.titles), &mut self.stats);
        titles.sort_by(|a, b| a.key.cmp(&b.key));
        for (i, t) in titles.iter_mut().enumerate() {
            t.id = i as u32;
            t.platforms.sort();
        }
        for listed in &mut self.listed_only {
            listed.platforms.sort();
        }
        Merged {
            titles,
            listed_only: self.listed_only,
            stats: self.stats,
        }
    }
}

/// Whether the older lists' categories join a title's genres. They fill a title that has none. A
/// show also takes them beside its JustWatch tags: one source's tags are often a single, partial
/// reading of a series (Crash Landing on You, a romance, is tagged only "war"; the 2021 list files
/// it under "Romantic TV Shows"), and a series' categories name what its fans come back for. For a
/// film JustWatch's tags stand: added to them, the older lists' broad shelves ("Action &
/// Adventure", "Dramas", "Children & Family Movies") cost the fan test's film cases more than
/// they gave (measured in crates/engine/JOURNAL.md, "The older lists' categories for shows").
fn adds_older_genres(t: &Title) -> bool {
    t.genres.is_empty() || t.kind == Kind::Show
}

/// What the sources make: the titles, the works only the availability lists name, and the tally.
pub struct Merged {
    pub titles: Vec<Title>,
    pub listed_only: Vec<ListedTitle>,
    pub stats: MergeStats,
}

pub fn merge(sources: &Sources) -> Merged {
    let mut m = Merger::new();
    for row in &sources.streaming {
        m.add_streaming(row);
    }
    m.add_credits(&sources.credits);
    for row in &sources.ott {
        m.add_ott(row);
    }
    for row in &sources.availability {
        m.add_availability(row);
    }
    m.finish()
}

#[cfg(test)]
mod tests;
