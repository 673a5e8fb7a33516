//! Maturity ratings as one ordering, so a ceiling like "PG-13" can be compared with TV ratings.

/// From mildest to strictest; film and TV scales interleaved by the audience they admit.
const ORDER: [&str; 11] = [
    "TV-Y", "TV-Y7", "G", "TV-G", "PG", "TV-PG", "PG-13", "TV-14", "R", "TV-MA", "NC-17",
];

/// Rank of a rating as printed in the datasets (0 = TV-Y … 10 = NC-17), None when unknown.
/// Variants seen in the older platform files map to the nearest standard rating.
pub fn rank(rating: &str) -> Option<u8> {
    let r = rating.trim().to_ascii_uppercase().replace(['_', ' '], "-");
    let canonical = match r.as_str() {
        "TV-Y7-FV" | "7+" | "AGES-7-" => "TV-Y7",
        "ALL" | "ALL-AGES" => "G",
        "13+" | "AGES-13-" => "PG-13",
        "16+" | "AGES-16-" => "R",
        "18+" | "AGES-18-" => "NC-17",
        other => other,
    };
    ORDER.iter().position(|&o| o == canonical).map(|p| p as u8)
}

/// Highest rating of a children's list: every input at or below it means a children's audience.
pub const CHILDREN: &str = "TV-G";
/// What a children's list may be offered: family ratings, never teen or adult ones.
pub const CHILDREN_CEILING: &str = "TV-PG";

/// The ceiling a typed list implies: when every input is rated for children (TV-Y, TV-Y7, G,
/// TV-G), picks stay at family ratings (up to TV-PG) with a known rating. A parent typing "Bluey"
/// is choosing for a child, whatever the page's own ceiling says. None for any other list.
pub fn implied_ceiling(input_ranks: impl IntoIterator<Item = u8>) -> Option<u8> {
    let children = rank(CHILDREN)?;
    let mut any = false;
    for r in input_ranks {
        if r > children {
            return None;
        }
        any = true;
    }
    if any {
        rank(CHILDREN_CEILING)
    } else {
        None
    }
}

/// A request's ceiling: `Ok(None)` for no filter ("", "all"), `Err` for a value we cannot order.
pub fn parse_ceiling(value: &str) -> Result<Option<u8>, String> {
    let v = value.trim();
    if v.is_empty()
        || v.eq_ignore_ascii_case("all")
        || v.to_ascii_lowercase().starts_with("all ratings")
    {
        return Ok(None);
    }
    rank(v)
        .map(Some)
        .ok_or_else(|| v.chars().take(40).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn film_and_tv_scales_interleave() {
        assert!(rank("PG").unwrap() < rank("PG-13").unwrap());
        assert!(rank("PG-13").unwrap() < rank("TV-14").unwrap());
        assert!(rank("TV-14").unwrap() < rank("R").unwrap());
        assert!(rank("R").unwrap() < rank("TV-MA").unwrap());
        assert_eq!(rank("tv-y7-fv"), rank("TV-Y7"));
        assert_eq!(rank("NR"), None);
    }

    #[test]
    fn only_an_all_children_list_implies_a_ceiling() {
        let r = |s| rank(s).unwrap();
        assert_eq!(implied_ceiling([r("TV-Y"), r("G")]), Some(r("TV-PG")));
        assert_eq!(implied_ceiling([r("TV-Y"), r("PG")]), None);
        // An unknown rating (u8::MAX) is not evidence of a children's list.
        assert_eq!(implied_ceiling([r("TV-Y"), u8::MAX]), None);
        assert_eq!(implied_ceiling([]), None);
    }

    #[test]
    fn ceilings_parse() {
        assert_eq!(parse_ceiling("all"), Ok(None));
        assert_eq!(parse_ceiling(" pg-13 "), Ok(rank("PG-13")));
        assert!(parse_ceiling("XXX").is_err());
    }
}
