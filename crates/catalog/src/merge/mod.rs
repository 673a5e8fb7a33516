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
use crate::model::{Kind, Platform, Title};
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
        if adds_older_genres(t) {
            for category in &row.listed_in {
                genres::push_unique(&mut t.genres, genres::from_listed_in(category));
            }
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
                    // title.
                    self.stats.availability_unmatched += 1;
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

    /// Dense ids in key order, so the same datasets always give the same ids.
    fn finish(mut self) -> (Vec<Title>, MergeStats) {
        let mut titles = dedupe(std::mem::take(&mut self.titles), &mut self.stats);
        titles.sort_by(|a, b| a.key.cmp(&b.key));
        for (i, t) in titles.iter_mut().enumerate() {
            t.id = i as u32;
            t.platforms.sort();
        }
        (titles, self.stats)
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

pub fn merge(sources: &Sources) -> (Vec<Title>, MergeStats) {
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
mod tests {
    use super::*;

    fn streaming(
        id: &str,
        title: &str,
        year: u16,
        platform: Platform,
        imdb: Option<&str>,
    ) -> StreamingRow {
        StreamingRow {
            jw_id: id.into(),
            title: title.into(),
            kind: if id.starts_with("ts") {
                Kind::Show
            } else {
                Kind::Movie
            },
            description: format!("{title} description"),
            year: Some(year),
            maturity: None,
            runtime: Some(100),
            genres: vec!["drama".into(), "unknown".into()],
            countries: vec!["US".into()],
            seasons: None,
            imdb_id: imdb.map(String::from),
            imdb_score: Some(8.0),
            imdb_votes: Some(1000),
            tmdb_popularity: None,
            tmdb_score: None,
            platform,
        }
    }

    /// An older-list show row of `seasons` seasons.
    fn show(name: &str, year: u16, seasons: u16, platform: Platform) -> OttRow {
        let mut row = ott(name, Kind::Show, year, platform);
        row.seasons = Some(seasons);
        row
    }

    fn ott(title: &str, kind: Kind, year: u16, platform: Platform) -> OttRow {
        OttRow {
            title: title.into(),
            kind,
            directors: vec!["Dir One".into()],
            cast: vec!["Actor A".into(), "Actor B".into()],
            countries: vec!["United States".into()],
            year: Some(year),
            maturity: Some("TV-14".into()),
            runtime: None,
            seasons: Some(3),
            listed_in: vec!["TV Dramas".into(), "Crime TV Shows".into()],
            description: "old description".into(),
            platform,
        }
    }

    #[test]
    fn same_justwatch_id_is_one_title_with_all_platforms() {
        let s = Sources {
            streaming: vec![
                streaming("tm1", "Inception", 2010, Platform::Netflix, Some("tt1")),
                streaming("tm1", "Inception", 2010, Platform::Max, Some("tt1")),
            ],
            ..Default::default()
        };
        let (titles, stats) = merge(&s);
        assert_eq!(titles.len(), 1);
        assert_eq!(titles[0].platforms, vec![Platform::Netflix, Platform::Max]);
        assert_eq!(titles[0].genres, vec!["drama"]);
        assert_eq!(stats.duplicate_jw_rows, 1);
    }

    #[test]
    fn same_imdb_id_is_one_title() {
        let s = Sources {
            streaming: vec![
                streaming("tm1", "Inception", 2010, Platform::Netflix, Some("tt1")),
                streaming("tm2", "Inception (IMAX)", 2010, Platform::Max, Some("tt1")),
                streaming("tm3", "Other", 2010, Platform::Max, Some("tt2")),
            ],
            credits: vec![CreditRow {
                jw_id: "tm2".into(),
                name: "Leo".into(),
                role: Role::Actor,
            }],
            ..Default::default()
        };
        let (titles, stats) = merge(&s);
        assert_eq!(titles.len(), 2);
        assert_eq!(titles[0].key, "tm1");
        assert_eq!(titles[0].platforms, vec![Platform::Netflix, Platform::Max]);
        assert_eq!(
            titles[0].cast,
            vec!["Leo"],
            "credits of the merged id reach the title"
        );
        assert_eq!(stats.merged_by_imdb, 1);
    }

    #[test]
    fn older_files_join_by_name_type_and_near_year() {
        let mut show = streaming("ts9", "The Crown", 2016, Platform::Netflix, None);
        show.kind = Kind::Show;
        let s = Sources {
            streaming: vec![show],
            ott: vec![
                ott("Crown, The", Kind::Show, 2017, Platform::Hulu), // different spelling, ±1 year
                ott("The Crown", Kind::Movie, 2016, Platform::Hulu), // other type: a new title
                ott("The Crown", Kind::Show, 2010, Platform::Hulu),  // far year: a new title
                ott("Only Old", Kind::Show, 2001, Platform::DisneyPlus),
                ott("only old!", Kind::Show, 2001, Platform::Netflix),
            ],
            availability: vec![
                AvailabilityRow {
                    title: "the crown".into(),
                    kind: Kind::Show,
                    year: Some(2016),
                    platforms: vec![Platform::PrimeVideo],
                    imdb_score: Some(8.6),
                    list_score: Some(88),
                },
                AvailabilityRow {
                    title: "Nowhere".into(),
                    kind: Kind::Show,
                    year: Some(2016),
                    platforms: vec![Platform::Hulu],
                    imdb_score: None,
                    list_score: None,
                },
            ],
            ..Default::default()
        };
        let (titles, stats) = merge(&s);
        let crown = titles.iter().find(|t| t.key == "ts9").unwrap();
        // "Crown, The" does not fold to "crown": the trailing article is a resolver concern, so it
        // stays a separate title; the exact-name rows are what join.
        assert_eq!(
            crown.platforms,
            vec![Platform::Netflix, Platform::PrimeVideo]
        );
        assert_eq!(crown.imdb_score, Some(8.0));
        assert_eq!(
            crown.list_score,
            Some(88),
            "the availability list's score rides along"
        );
        let only_old = titles
            .iter()
            .find(|t| t.key == "ott:show:onlyold:2001")
            .unwrap();
        assert_eq!(
            only_old.platforms,
            vec![Platform::Netflix, Platform::DisneyPlus]
        );
        assert_eq!(only_old.genres, vec!["drama", "crime"], "first-seen order");
        assert_eq!(only_old.cast, vec!["Actor A", "Actor B"]);
        assert_eq!(only_old.countries, vec!["US"]);
        assert_eq!(only_old.seasons, Some(3));
        assert_eq!(stats.availability_unmatched, 1);
        assert_eq!(titles.len(), 5);
        let ids: Vec<u32> = titles.iter().map(|t| t.id).collect();
        assert_eq!(ids, (0..5).collect::<Vec<u32>>());
        assert!(titles.windows(2).all(|w| w[0].key < w[1].key));
    }

    #[test]
    fn a_show_takes_the_older_lists_categories_beside_its_tags_and_a_film_keeps_its_own() {
        let mut show = streaming("ts1", "Crash Landing on You", 2019, Platform::Netflix, None);
        show.genres = vec!["war".into()];
        let mut show_row = ott("Crash Landing on You", Kind::Show, 2019, Platform::Netflix);
        show_row.listed_in = vec!["International TV Shows".into(), "Romantic TV Shows".into()];
        let mut film = streaming("tm1", "Snatch", 2000, Platform::Netflix, None);
        film.genres = vec!["crime".into(), "comedy".into()];
        let mut film_row = ott("Snatch", Kind::Movie, 2000, Platform::Hulu);
        film_row.listed_in = vec!["Action & Adventure".into(), "Comedies".into()];
        let (titles, _) = merge(&Sources {
            streaming: vec![show, film],
            ott: vec![show_row, film_row],
            ..Default::default()
        });
        let genres_of = |key: &str| {
            let t = titles.iter().find(|t| t.key == key).unwrap();
            t.genres.clone()
        };
        assert_eq!(genres_of("ts1"), vec!["war", "romance"]);
        assert_eq!(genres_of("tm1"), vec!["crime", "comedy"]);
    }

    #[test]
    fn ott_cast_extends_credits_without_duplicates_and_is_capped() {
        let mut row = streaming("tm1", "Film", 2000, Platform::Netflix, None);
        row.kind = Kind::Movie;
        let credits: Vec<CreditRow> = (0..20)
            .map(|i| CreditRow {
                jw_id: "tm1".into(),
                name: format!("Actor {i}"),
                role: Role::Actor,
            })
            .collect();
        let mut old = ott("Film", Kind::Movie, 2000, Platform::Hulu);
        old.cast = vec!["Actor 0".into()];
        let (titles, _) = merge(&Sources {
            streaming: vec![row],
            credits,
            ott: vec![old],
            ..Default::default()
        });
        assert_eq!(titles[0].cast.len(), MAX_CAST);
        assert_eq!(titles[0].cast[0], "Actor 0");
        assert_eq!(titles[0].directors, vec!["Dir One"]);
        assert_eq!(titles[0].platforms, vec![Platform::Netflix, Platform::Hulu]);
    }

    fn titled(
        jw: &str,
        name: &str,
        year: Option<u16>,
        platform: Platform,
        imdb: Option<&str>,
    ) -> StreamingRow {
        let mut row = streaming(jw, name, year.unwrap_or(2000), platform, imdb);
        row.year = year;
        row
    }

    /// The platforms of the title with this key, if the merge kept one.
    fn platforms_of(titles: &[Title], key: &str) -> Option<Vec<Platform>> {
        titles
            .iter()
            .find(|t| t.key == key)
            .map(|t| t.platforms.clone())
    }

    fn movie(name: &str, year: u16, platform: Platform) -> OttRow {
        ott(name, Kind::Movie, year, platform)
    }

    #[test]
    fn older_rows_join_the_sole_main_title_of_their_name_within_three_years() {
        let s = Sources {
            streaming: vec![
                titled(
                    "tm1",
                    "Solo Work",
                    Some(1979),
                    Platform::Netflix,
                    Some("tt1"),
                ),
                titled("tm2", "Undated", None, Platform::Netflix, Some("tt2")),
                titled("tm3", "Remade", Some(1960), Platform::Max, Some("tt3")),
                titled("tm4", "Remade", Some(2010), Platform::Max, Some("tt4")),
            ],
            ott: vec![
                movie("Solo Work", 1982, Platform::Hulu), // 3 years off: joins
                movie("Undated", 1990, Platform::Hulu),   // main year unknown: joins
                movie("Remade", 2013, Platform::Hulu),    // two namesakes: a new title
                movie("Solo Work", 1975, Platform::DisneyPlus), // 4 years off: a new title
            ],
            ..Default::default()
        };
        let (titles, stats) = merge(&s);
        let platforms = |key: &str| platforms_of(&titles, key);
        assert_eq!(
            platforms("tm1"),
            Some(vec![Platform::Netflix, Platform::Hulu])
        );
        assert_eq!(
            platforms("tm2"),
            Some(vec![Platform::Netflix, Platform::Hulu])
        );
        assert_eq!(platforms("tm4"), Some(vec![Platform::Max]));
        assert!(platforms("ott:movie:remade:2013").is_some());
        assert!(platforms("ott:movie:solowork:1975").is_some());
        assert_eq!((stats.ott_matched, stats.ott_matched_sole_title), (2, 2));
        assert_eq!(stats.ott_new_titles, 2);
    }

    #[test]
    fn older_show_rows_dated_by_their_latest_season_join_the_series_then_running() {
        let show = |jw: &str, name: &str, year: u16, seasons: u16| {
            let mut row = titled(jw, name, Some(year), Platform::Max, None);
            row.seasons = Some(seasons);
            row
        };
        let s = Sources {
            streaming: vec![
                show("ts1", "Small Town Football", 2006, 5),
                show("ts2", "Prep School", 2007, 6),
                show("ts3", "Prep School", 2021, 2),
                show("ts4", "Short Run", 2010, 1),
            ],
            ott: vec![
                ott("Small Town Football", Kind::Show, 2010, Platform::Netflix),
                ott("Prep School", Kind::Show, 2012, Platform::Netflix),
                // Ten years after a one-season show started: another show of that name.
                ott("Short Run", Kind::Show, 2020, Platform::Netflix),
                // Dated before the series started: not this series.
                ott("Small Town Football", Kind::Show, 2001, Platform::Hulu),
            ],
            ..Default::default()
        };
        let (titles, stats) = merge(&s);
        let platforms = |key: &str| platforms_of(&titles, key);
        assert_eq!(
            platforms("ts1"),
            Some(vec![Platform::Netflix, Platform::Max])
        );
        assert_eq!(
            platforms("ts2"),
            Some(vec![Platform::Netflix, Platform::Max]),
            "the 2012 row is the 2007 series, not the 2021 one"
        );
        assert_eq!(platforms("ts3"), Some(vec![Platform::Max]));
        assert_eq!(platforms("ts4"), Some(vec![Platform::Max]));
        assert!(platforms("ott:show:shortrun:2020").is_some());
        assert!(platforms("ott:show:smalltownfootball:2001").is_some());
        assert_eq!(stats.ott_matched_running_show, 2);
    }

    #[test]
    fn a_revived_series_listed_years_past_its_run_joins_it_when_someone_is_billed_in_both() {
        // Five seasons from 2003, listed again in 2019 (a revival): past a year per season, so
        // only the shared cast says it is the same show. A one-season show listed ten years on
        // by someone else's cast stays apart.
        let mut revived = titled("ts1", "Family Business", Some(2003), Platform::Hulu, None);
        revived.seasons = Some(5);
        let mut short = titled("ts2", "Short Run", Some(2010), Platform::Max, None);
        short.seasons = Some(1);
        let actor = |jw: &str, name: &str| CreditRow {
            jw_id: jw.into(),
            name: name.into(),
            role: Role::Actor,
        };
        let mut listing = ott("Family Business", Kind::Show, 2019, Platform::Netflix);
        listing.cast = vec!["Jason Bateman".into(), "Portia de Rossi".into()];
        let s = Sources {
            streaming: vec![revived, short],
            credits: vec![actor("ts1", "Jason Bateman"), actor("ts2", "Someone Else")],
            ott: vec![
                listing,
                ott("Short Run", Kind::Show, 2020, Platform::Netflix),
            ],
            ..Default::default()
        };
        let (titles, stats) = merge(&s);
        assert_eq!(
            platforms_of(&titles, "ts1"),
            Some(vec![Platform::Netflix, Platform::Hulu])
        );
        assert_eq!(platforms_of(&titles, "ts2"), Some(vec![Platform::Max]));
        assert!(platforms_of(&titles, "ott:show:shortrun:2020").is_some());
        assert_eq!(stats.ott_matched_running_show, 1);
    }

    #[test]
    fn a_later_listing_from_another_country_with_nobody_in_common_is_another_show() {
        // A nine-season American series without credits in the main source; years later a
        // one-season Korean remake of the same name, then, a year after the remake, the series'
        // own latest-season listing (Netflix's file is read before Prime Video's).
        let mut series = titled("ts1", "Law Firm", Some(2011), Platform::Max, None);
        series.seasons = Some(9);
        let mut remake = ott("Law Firm", Kind::Show, 2018, Platform::Netflix);
        remake.countries = vec!["South Korea".into()];
        remake.cast = vec!["Jang Dong-gun".into()];
        remake.seasons = Some(1);
        let mut original = ott("Law Firm", Kind::Show, 2019, Platform::Hulu);
        original.cast = vec!["Gabriel Macht".into()];
        original.seasons = Some(9);
        // A co-production the sources place in different countries, two years apart, stays one.
        let coproduction = titled("ts2", "Ninja Hello", Some(2019), Platform::Max, None);
        let mut listing = ott("Ninja Hello", Kind::Show, 2021, Platform::Netflix);
        listing.countries = vec!["Canada".into()];
        let s = Sources {
            streaming: vec![series, coproduction],
            ott: vec![remake, original, listing],
            ..Default::default()
        };
        let (titles, _) = merge(&s);
        let platforms = |key: &str| platforms_of(&titles, key);
        assert_eq!(
            platforms("ts1"),
            Some(vec![Platform::Max, Platform::Hulu]),
            "the series' own listing joins it"
        );
        assert_eq!(
            platforms("ott:show:lawfirm:2018"),
            Some(vec![Platform::Netflix]),
            "the remake is a show of its own"
        );
        let series = titles
            .iter()
            .find(|t| t.key == "ts1")
            .map(|t| t.cast.clone());
        assert_eq!(series, Some(vec!["Gabriel Macht".to_string()]));
        assert_eq!(
            platforms("ts2"),
            Some(vec![Platform::Netflix, Platform::Max])
        );
    }

    #[test]
    fn a_show_two_older_lists_date_by_different_seasons_is_one_record() {
        let s = Sources {
            ott: vec![
                // Netflix's list dates a show by its latest season, Hulu's by its first.
                show("Cannibal chef", 2015, 3, Platform::Netflix),
                show("Cannibal Chef", 2013, 3, Platform::Hulu),
                show("Bone Lab", 2017, 12, Platform::PrimeVideo),
                show("Bone Lab", 2005, 12, Platform::Hulu),
                // One season listed in 2017 began in 2016: not the four seasons begun in 2011.
                show("Payback", 2011, 4, Platform::Hulu),
                show("Payback", 2017, 1, Platform::Netflix),
                // Decades apart: a remake.
                show("Space Family", 1965, 3, Platform::Hulu),
                show("Space Family", 2018, 3, Platform::Netflix),
            ],
            ..Default::default()
        };
        let (titles, stats) = merge(&s);
        let records = |name: &str| -> Vec<(Option<u16>, Option<u16>, Vec<Platform>)> {
            titles
                .iter()
                .filter(|t| t.title == name)
                .map(|t| (t.year, t.seasons, t.platforms.clone()))
                .collect()
        };
        // Named as its first-season listing spells it.
        assert!(records("Cannibal chef").is_empty());
        assert_eq!(
            records("Cannibal Chef"),
            [(Some(2013), Some(3), vec![Platform::Netflix, Platform::Hulu])]
        );
        assert_eq!(
            records("Bone Lab"),
            [(
                Some(2005),
                Some(12),
                vec![Platform::PrimeVideo, Platform::Hulu]
            )]
        );
        assert_eq!(records("Payback").len(), 2);
        assert_eq!(records("Space Family").len(), 2);
        assert_eq!(stats.ott_matched_older_list_show, 2);
    }

    #[test]
    fn a_show_dated_only_by_a_latest_season_list_says_so() {
        let s = Sources {
            ott: vec![
                show("Paper Office", 2012, 9, Platform::Netflix),
                // One season: its one year is its first.
                show("One Summer", 2019, 1, Platform::Netflix),
                // Hulu's list dates by the first season, whichever list came first.
                show("Bone Lab", 2017, 12, Platform::PrimeVideo),
                show("Bone Lab", 2005, 12, Platform::Hulu),
                show("Night Shift", 2014, 5, Platform::Hulu),
                show("Night Shift", 2018, 5, Platform::Netflix),
                show("Town Council", 2015, 3, Platform::Netflix),
            ],
            availability: vec![AvailabilityRow {
                title: "Town Council".into(),
                kind: Kind::Show,
                year: Some(2009),
                platforms: vec![Platform::PrimeVideo],
                imdb_score: None,
                list_score: None,
            }],
            ..Default::default()
        };
        let (titles, _) = merge(&s);
        let latest: Vec<(&str, Option<u16>, bool)> = titles
            .iter()
            .map(|t| (t.title.as_str(), t.year, t.year_is_latest_season))
            .collect();
        for expected in [
            ("Paper Office", Some(2012), true),
            ("One Summer", Some(2019), false),
            ("Bone Lab", Some(2005), false),
            ("Night Shift", Some(2014), false),
            ("Town Council", Some(2009), false),
        ] {
            assert!(latest.contains(&expected), "{expected:?} not in {latest:?}");
        }
    }

    #[test]
    fn an_availability_row_dated_by_a_shows_start_finds_the_show_the_older_lists_date_later() {
        let availability = |year: u16, score: f32| AvailabilityRow {
            title: "Town Council".into(),
            kind: Kind::Show,
            year: Some(year),
            platforms: vec![Platform::PrimeVideo],
            imdb_score: Some(score),
            list_score: None,
        };
        let s = Sources {
            // Three seasons, listed by the last one's year.
            ott: vec![ott("Town Council", Kind::Show, 2015, Platform::Hulu)],
            availability: vec![
                availability(2009, 8.6), // 2009-2015 fits three seasons and breaks: joins
                availability(2017, 5.0), // starts after the last season: another show
            ],
            ..Default::default()
        };
        let (titles, stats) = merge(&s);
        assert_eq!(titles.len(), 1);
        assert_eq!(titles[0].imdb_score, Some(8.6));
        assert_eq!(titles[0].year, Some(2009), "dated by its first season");
        assert_eq!(
            titles[0].platforms,
            vec![Platform::PrimeVideo, Platform::Hulu]
        );
        assert_eq!(
            (stats.availability_matched, stats.availability_unmatched),
            (1, 1)
        );
    }

    #[test]
    fn older_rows_join_without_a_brand_prefix() {
        let s = Sources {
            streaming: vec![titled(
                "tm1",
                "Life of Brian",
                Some(1979),
                Platform::Netflix,
                Some("tt1"),
            )],
            ott: vec![movie("Monty Python's Life of Brian", 1979, Platform::Hulu)],
            ..Default::default()
        };
        let (titles, stats) = merge(&s);
        assert_eq!(titles.len(), 1);
        assert_eq!(titles[0].platforms, vec![Platform::Netflix, Platform::Hulu]);
        assert_eq!(stats.ott_matched_without_brand, 1);
    }

    #[test]
    fn namesakes_of_one_year_become_one_title_whatever_the_input_order() {
        let mut short = titled("tm5", "Wind", Some(2019), Platform::DisneyPlus, None);
        short.runtime = Some(8);
        short.imdb_votes = None;
        let mut streaming = vec![
            titled(
                "tm1",
                "Twice Listed",
                Some(2021),
                Platform::Netflix,
                Some("tt1"),
            ),
            titled("tm2", "Twice Listed", Some(2021), Platform::Max, None),
            titled(
                "tm3",
                "Cinderella",
                Some(2021),
                Platform::PrimeVideo,
                Some("tt3"),
            ),
            titled("tm4", "Cinderella", Some(2021), Platform::Hulu, Some("tt4")),
            titled(
                "tm6",
                "The Wind",
                Some(2019),
                Platform::Netflix,
                Some("tt6"),
            ),
            short,
        ];
        streaming[1].imdb_votes = None;
        streaming[3].imdb_votes = Some(10);
        let forward = Sources {
            streaming: streaming.clone(),
            ..Default::default()
        };
        streaming.reverse();
        let backward = Sources {
            streaming,
            ..Default::default()
        };
        let (titles, stats) = merge(&forward);
        assert_eq!(
            merge(&backward).0,
            titles,
            "input order does not change the result"
        );
        let keys: Vec<&str> = titles.iter().map(|t| t.key.as_str()).collect();
        assert_eq!(keys, ["tm1", "tm3", "tm6"]);
        assert_eq!(
            titles[0].platforms,
            vec![Platform::Netflix, Platform::Max],
            "folded"
        );
        assert_eq!(
            titles[1].platforms,
            vec![Platform::PrimeVideo],
            "another work: dropped"
        );
        assert_eq!(
            titles[2].platforms,
            vec![Platform::Netflix],
            "a short is not the feature"
        );
        assert_eq!(
            (stats.same_name_year_folded, stats.same_name_year_dropped),
            (1, 2)
        );
    }
}
