//! streaming-credits/*-credits.csv: cast and directors keyed by JustWatch id, in credit order.

use std::path::Path;

use crate::error::CatalogError;
use crate::import::{open_csv, FileStats};

pub const FILES: [&str; 2] = ["Netflix-credits.csv", "ParamountTV-credits.csv"];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    Actor,
    Director,
}

#[derive(Debug, Clone, PartialEq)]
pub struct CreditRow {
    pub jw_id: String,
    pub name: String,
    pub role: Role,
}

pub fn import(path: &Path) -> Result<(Vec<CreditRow>, FileStats), CatalogError> {
    let mut csv = open_csv(path)?;
    let (id_col, name_col, role_col) =
        (csv.column("id")?, csv.column("name")?, csv.column("role")?);
    let mut stats = FileStats::new(path);
    let mut rows = Vec::new();
    for rec in csv.records() {
        stats.read += 1;
        let r = match rec {
            Ok(r) => r,
            Err(reason) => {
                stats.reject(&reason);
                continue;
            }
        };
        let role = match r.get(role_col) {
            "ACTOR" => Role::Actor,
            "DIRECTOR" => Role::Director,
            _ => {
                stats.reject("unknown role");
                continue;
            }
        };
        let (id, name) = (r.get(id_col), r.get(name_col));
        if id.is_empty() || name.is_empty() {
            stats.reject("missing id or name");
            continue;
        }
        rows.push(CreditRow {
            jw_id: id.to_string(),
            name: name.to_string(),
            role,
        });
        stats.kept += 1;
    }
    Ok((rows, stats))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_roles_and_counts_rejects() {
        let dir = std::env::temp_dir().join(format!("catalog-credits-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("x-credits.csv");
        std::fs::write(
            &path,
            "person_id,id,name,character,role\r\n1,tm1,Robert De Niro,Travis,ACTOR\r\n2,tm1,Martin Scorsese,,DIRECTOR\r\n3,tm1,Someone,,PRODUCER\r\n4,,Nobody,,ACTOR\r\n5,tm1\r\n",
        )
        .unwrap();
        let (rows, stats) = import(&path).unwrap();
        std::fs::remove_dir_all(&dir).unwrap();
        assert_eq!(rows.len(), 2);
        assert_eq!(rows[1].role, Role::Director);
        assert_eq!((stats.read, stats.kept, stats.skipped()), (5, 2, 3));
        assert_eq!(stats.rejected["unknown role"], 1);
    }
}
