//! Caps on every list a request may carry, in one table, each chosen from what a real session
//! needs (with room to spare) rather than from what the body limit happens to allow. A request
//! over a cap is a 400 whose message names the field; nothing past the cap is parsed further or
//! reaches the engine. The body limit (`--max-body-bytes`) is the outer bound; these are the inner
//! ones, because a 1 MB body of short strings is 100,000 titles.
//!
//! | cap                      | field(s)                                   | why this number |
//! |--------------------------|--------------------------------------------|-----------------|
//! | [`TITLES_PER_LIST`] 50   | tvShows, movies, shows, person1Shows, person2Shows, favorite_shows, favorite_genres, shows, genres | one form box; nobody types 50 favourites |
//! | [`RAW_TITLE_ITEMS`] 5,000| the same, as a raw JSON array before blanks are dropped | stops an array of empty strings early |
//! | [`EXCLUDED_SHOWS`] 500   | excludedShows                              | picks already shown this session: 10 a page, so 50 "get more" pages; the SPA sends the most recent 500 |
//! | [`PLATFORMS`] 16         | platforms                                  | there are 8 services; twice that allows repeats and aliases |
//! | [`RUM_EVENTS`] 100       | events (POST /api/rum)                     | the SPA flushes every 10 events or 30 s |
//! | [`IMPORT_ROWS`] 20,000   | the rows of an import file                 | a lifetime of ratings is far below it |
//! | [`IMPORT_UPLOAD_BYTES`] 8 MB | the body of POST /api/import           | a Letterboxd zip of a heavy user is a few hundred KB |
//! | [`COUPLE_PROFILES`] 20   | a member's saved couple profiles           | one per pairing a member watches with, with room to spare |
//! | [`COUPLE_PROFILE_NAME_CHARS`] 60 | name (POST /api/couple-profiles) | "Date night with Sam" fits; a name is a label, not a note |
//! | [`WEEKLY_PICKS`] 10      | picks in one weekly mail                   | a week's evenings with a choice each; more is a catalogue, not a pick |
//! | [`WEEKLY_PICKS_PER_KIND`] 5 | shows, and films, in a mail to a member with favourites of both kinds | half each: neither taste crowds out the other |
//!
//! Single titles are capped at [`engine::title_list::MAX_TITLE_CHARS`] characters by the title
//! rule, and a member's saved list at `routes::lists::service::MAX_ITEMS_PER_LIST`.

/// Titles in one typed list (one form box); the engine's own rule, so both layers agree.
pub const TITLES_PER_LIST: usize = engine::title_list::MAX_TITLES;

/// Items of a raw title array before blank ones are dropped.
pub const RAW_TITLE_ITEMS: usize = 100 * TITLES_PER_LIST;

/// Titles already shown, sent back so "get more" does not repeat them. Each one costs the engine
/// a lookup: 30,000 of them cost a second of CPU, 500 a few milliseconds.
pub const EXCLUDED_SHOWS: usize = 500;

/// Platform names in one request's filter.
pub const PLATFORMS: usize = 16;

/// Monitoring events in one `POST /api/rum` batch.
pub const RUM_EVENTS: usize = 100;

/// Rows read from one import file.
pub const IMPORT_ROWS: usize = 20_000;

/// The largest import upload, compressed or not.
pub const IMPORT_UPLOAD_BYTES: usize = 8 << 20;

/// Couple profiles one member may keep.
pub const COUPLE_PROFILES: usize = 20;

/// Characters in a couple profile's name.
pub const COUPLE_PROFILE_NAME_CHARS: usize = 60;

/// Picks in one weekly e-mail; all of one kind when the member's favourites are all of that kind.
pub const WEEKLY_PICKS: usize = 10;

/// Shows, and films, in a weekly e-mail to a member whose favourites hold both.
pub const WEEKLY_PICKS_PER_KIND: usize = WEEKLY_PICKS / 2;
