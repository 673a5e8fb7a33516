//! Text folding shared by merge (matching the id-less files) and the resolver (matching what people
//! type): accents, case, punctuation, '&', roman numerals and leading articles stop mattering.

use unicode_normalization::char::is_combining_mark;
use unicode_normalization::UnicodeNormalization;

/// Roman numerals that appear as sequel numbers. "i" and "x" are left alone: as words they are far
/// more often a pronoun or a letter ("I, Tonya", "X-Men") than a number.
const ROMAN: [(&str, &str); 11] = [
    ("ii", "2"),
    ("iii", "3"),
    ("iv", "4"),
    ("v", "5"),
    ("vi", "6"),
    ("vii", "7"),
    ("viii", "8"),
    ("ix", "9"),
    ("xi", "11"),
    ("xii", "12"),
    ("xiii", "13"),
];

/// Number words people type for digits in titles ("Thirteen Reasons Why", "Ten Things I Hate About
/// You") and catalogues print either way. Folded like the roman numerals, so both spellings share a
/// key; larger numbers are almost always printed as digits.
const NUMBER_WORDS: [(&str, &str); 20] = [
    ("one", "1"),
    ("two", "2"),
    ("three", "3"),
    ("four", "4"),
    ("five", "5"),
    ("six", "6"),
    ("seven", "7"),
    ("eight", "8"),
    ("nine", "9"),
    ("ten", "10"),
    ("eleven", "11"),
    ("twelve", "12"),
    ("thirteen", "13"),
    ("fourteen", "14"),
    ("fifteen", "15"),
    ("sixteen", "16"),
    ("seventeen", "17"),
    ("eighteen", "18"),
    ("nineteen", "19"),
    ("twenty", "20"),
];

const ARTICLES: [&str; 3] = ["the", "a", "an"];

/// Possessive brand prefixes that people and catalogues leave out ("Jack Ryan" for "Tom Clancy's
/// Jack Ryan", "Life of Brian" for "Monty Python's Life of Brian"), as folded words.
const BRAND_PREFIXES: [&[&str]; 20] = [
    &["tom", "clancys"],
    &["marvels"],
    &["disneys"],
    &["dcs"],
    &["tyler", "perrys"],
    &["stephen", "kings"],
    &["agatha", "christies"],
    &["roald", "dahls"],
    &["dr", "seuss"],
    &["dr", "seuss", "the"],
    &["pixars"],
    &["jim", "hensons"],
    &["guillermo", "del", "toros"],
    &["john", "carpenters"],
    &["wes", "cravens"],
    &["bram", "stokers"],
    &["mary", "shelleys"],
    &["lemony", "snickets"],
    &["monty", "pythons"],
    &["cheech", "and", "chongs"],
];

/// Lower-case words with accents folded (NFKD, combining marks dropped), apostrophes removed
/// ("Tom Clancy's" → "tom clancys"), '&' read as "and", every other non-alphanumeric a separator,
/// roman sequel numerals and number words as digits.
pub fn words(s: &str) -> Vec<String> {
    let mut folded = String::with_capacity(s.len());
    for c in s.nfkd() {
        if is_combining_mark(c) || matches!(c, '\'' | '’' | 'ʼ' | '`' | '‘') {
            continue;
        }
        if c == '&' {
            folded.push_str(" and ");
        } else if c.is_alphanumeric() {
            folded.extend(c.to_lowercase());
        } else {
            folded.push(' ');
        }
    }
    // A title that is only a number word is a name of its own: "Nine" (2009) and "9" (2009) are
    // two different films.
    let numbers: &[(&str, &str)] = if folded.split_whitespace().nth(1).is_some() {
        &NUMBER_WORDS
    } else {
        &[]
    };
    folded
        .split_whitespace()
        .map(|w| {
            match ROMAN
                .iter()
                .chain(numbers.iter())
                .find(|(spelled, _)| *spelled == w)
            {
                Some((_, digits)) => (*digits).to_string(),
                None => w.to_string(),
            }
        })
        .collect()
}

/// Drops one leading article when something follows it.
pub fn without_article(words: &[String]) -> &[String] {
    match words.split_first() {
        Some((first, rest)) if !rest.is_empty() && ARTICLES.contains(&first.as_str()) => rest,
        _ => words,
    }
}

/// The words after a possessive brand prefix, when the title has one and something follows.
pub fn without_brand(words: &[String]) -> Option<&[String]> {
    BRAND_PREFIXES.iter().find_map(|p| {
        let matches = words.len() > p.len() && words.iter().zip(p.iter()).all(|(a, b)| a == b);
        matches.then(|| &words[p.len()..])
    })
}

/// Words joined without spaces, so "spiderverse" and "spider verse" agree.
pub fn compact(words: &[String]) -> String {
    words.concat()
}

/// The key two titles must share to be taken as the same name: folded, article-free, compact.
pub fn match_key(title: &str) -> String {
    compact(without_article(&words(title)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folds_what_people_vary() {
        assert_eq!(match_key("Amélie"), "amelie");
        assert_eq!(match_key("The Matrix"), "matrix");
        assert_eq!(
            match_key("Spider-Man: Into the Spider-Verse"),
            match_key("spider man into the spiderverse")
        );
        assert_eq!(match_key("Law & Order"), match_key("law and order"));
        assert_eq!(match_key("Rocky II"), match_key("rocky 2"));
        assert_eq!(
            match_key("Thirteen Reasons Why"),
            match_key("13 Reasons Why")
        );
        assert_eq!(match_key("3 Body Problem"), match_key("three-body problem"));
        // Only whole words: "Someone" and "Tenet" keep their letters.
        assert_eq!(match_key("Someone Great"), "someonegreat");
        assert_eq!(match_key("Tenet"), "tenet");
        assert_ne!(match_key("Nine"), match_key("9"));
        assert_eq!(match_key("Tom Clancy’s Jack Ryan"), "tomclancysjackryan");
        assert_eq!(match_key("The"), "the");
        assert_eq!(match_key("ＡＢＣ"), "abc");
        assert_eq!(match_key("  \u{1}\u{7f} "), "");
    }

    #[test]
    fn brand_prefixes_come_off_only_when_a_title_follows() {
        let rest = |s: &str| without_brand(&words(s)).map(compact);
        assert_eq!(
            rest("Monty Python's Life of Brian").as_deref(),
            Some("lifeofbrian")
        );
        assert_eq!(
            rest("Cheech & Chong's Up in Smoke").as_deref(),
            Some("upinsmoke")
        );
        assert_eq!(rest("Tom Clancy's"), None);
        assert_eq!(rest("Life of Brian"), None);
    }
}
