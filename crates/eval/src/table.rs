//! Plain-text tables for terminal output.

/// Left-aligns the first column and right-aligns the numbers, padded to the widest cell.
pub fn aligned(header: &[String], rows: &[Vec<String>]) -> String {
    let width = |col: usize| {
        std::iter::once(&header[col])
            .chain(rows.iter().filter_map(|r| r.get(col)))
            .map(|s| s.chars().count())
            .max()
    };
    let widths: Vec<usize> = (0..header.len()).map(|c| width(c).unwrap_or(0)).collect();
    let line = |cells: &[String]| {
        let padded: Vec<String> = cells
            .iter()
            .enumerate()
            .map(|(c, s)| {
                let pad = " ".repeat(widths[c].saturating_sub(s.chars().count()));
                if c == 0 {
                    format!("{s}{pad}")
                } else {
                    format!("{pad}{s}")
                }
            })
            .collect();
        padded.join(" | ") + "\n"
    };
    let mut out = line(header);
    let rule: Vec<String> = widths.iter().map(|w| "-".repeat(*w)).collect();
    out.push_str(&rule.join("-+-"));
    out.push('\n');
    for row in rows {
        out.push_str(&line(row));
    }
    out
}
