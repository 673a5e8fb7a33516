//! The catalog artifact: what `bingeable catalog build` writes and the server loads.
//!
//! Layout (all integers little-endian):
//! `MAGIC` (8 bytes) · format version (u32) · titles length (u64) · titles (postcard) ·
//! embedding float count (u64) · embeddings (f32 LE) · listed-only length (u64) · the works only
//! the availability lists name (postcard).
//! A different version means the artifact predates the current model: the caller rebuilds it.

use std::io::Write;
use std::path::Path;

use crate::error::CatalogError;
use crate::model::{ListedTitle, Title, EMBEDDING_DIM};
use crate::Catalog;

pub const MAGIC: &[u8; 8] = b"BINGECAT";
/// Bump whenever `Title` or this layout changes.
pub const FORMAT_VERSION: u32 = 5;

fn corrupt(path: &Path, reason: impl Into<String>) -> CatalogError {
    CatalogError::CorruptArtifact {
        path: path.to_path_buf(),
        reason: reason.into(),
    }
}

/// Serialises the catalog to bytes (see the module docs for the layout).
pub fn to_bytes(catalog: &Catalog) -> Result<Vec<u8>, CatalogError> {
    let encode = |what: &str, e: postcard::Error| {
        corrupt(Path::new("<memory>"), format!("cannot encode {what}: {e}"))
    };
    let titles = postcard::to_stdvec(&catalog.titles).map_err(|e| encode("titles", e))?;
    let listed = postcard::to_stdvec(&catalog.listed_only).map_err(|e| encode("listed", e))?;
    let mut out =
        Vec::with_capacity(32 + titles.len() + catalog.embeddings.len() * 4 + listed.len());
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
    out.extend_from_slice(&(titles.len() as u64).to_le_bytes());
    out.extend_from_slice(&titles);
    out.extend_from_slice(&(catalog.embeddings.len() as u64).to_le_bytes());
    for v in &catalog.embeddings {
        out.extend_from_slice(&v.to_le_bytes());
    }
    out.extend_from_slice(&(listed.len() as u64).to_le_bytes());
    out.extend_from_slice(&listed);
    Ok(out)
}

/// Writes atomically: a temp file beside the target, synced, then renamed over it, so a reader
/// never sees half an artifact.
pub fn save(catalog: &Catalog, path: &Path) -> Result<(), CatalogError> {
    let bytes = to_bytes(catalog)?;
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|e| CatalogError::io(dir, e))?;
    }
    let tmp = path.with_extension(format!("tmp-{}", std::process::id()));
    let write = || -> std::io::Result<()> {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(&bytes)?;
        f.sync_all()?;
        std::fs::rename(&tmp, path)
    };
    write().map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        CatalogError::io(path, e)
    })
}

/// Splits `n` bytes off the front of `rest`.
fn take<'a>(
    rest: &mut &'a [u8],
    n: usize,
    path: &Path,
    what: &str,
) -> Result<&'a [u8], CatalogError> {
    if rest.len() < n {
        return Err(corrupt(path, format!("truncated in {what}")));
    }
    let (head, tail) = rest.split_at(n);
    *rest = tail;
    Ok(head)
}

fn take_u64(rest: &mut &[u8], path: &Path, what: &str) -> Result<u64, CatalogError> {
    let b = take(rest, 8, path, what)?;
    Ok(u64::from_le_bytes(
        b.try_into().map_err(|_| corrupt(path, what.to_string()))?,
    ))
}

/// Parses an artifact's bytes; `path` only names it in errors.
pub fn from_bytes(bytes: &[u8], path: &Path) -> Result<Catalog, CatalogError> {
    let mut rest = bytes;
    if take(&mut rest, MAGIC.len(), path, "header")? != MAGIC {
        return Err(corrupt(path, "not a catalog artifact (bad magic)"));
    }
    let version = take(&mut rest, 4, path, "version")?;
    let version = u32::from_le_bytes(version.try_into().map_err(|_| corrupt(path, "version"))?);
    if version != FORMAT_VERSION {
        return Err(CatalogError::StaleArtifact {
            path: path.to_path_buf(),
            found: version,
            expected: FORMAT_VERSION,
        });
    }
    let titles_len = usize::try_from(take_u64(&mut rest, path, "titles length")?)
        .map_err(|_| corrupt(path, "titles length too large"))?;
    let titles: Vec<Title> = postcard::from_bytes(take(&mut rest, titles_len, path, "titles")?)
        .map_err(|e| corrupt(path, format!("cannot decode titles: {e}")))?;
    if titles.iter().enumerate().any(|(i, t)| t.id as usize != i) {
        return Err(corrupt(path, "title ids are not dense"));
    }
    let floats = usize::try_from(take_u64(&mut rest, path, "embedding count")?)
        .map_err(|_| corrupt(path, "embedding count too large"))?;
    let raw = take(
        &mut rest,
        floats
            .checked_mul(4)
            .ok_or_else(|| corrupt(path, "embedding count"))?,
        path,
        "embeddings",
    )?;
    let listed_len = usize::try_from(take_u64(&mut rest, path, "listed-only length")?)
        .map_err(|_| corrupt(path, "listed-only length too large"))?;
    let listed: Vec<ListedTitle> =
        postcard::from_bytes(take(&mut rest, listed_len, path, "listed-only works")?)
            .map_err(|e| corrupt(path, format!("cannot decode the listed-only works: {e}")))?;
    if !rest.is_empty() {
        return Err(corrupt(path, "trailing bytes"));
    }
    if floats != 0 && floats != titles.len() * EMBEDDING_DIM {
        return Err(corrupt(
            path,
            format!("{floats} embedding floats for {} titles", titles.len()),
        ));
    }
    let embeddings = raw
        .chunks_exact(4)
        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    Ok(Catalog::new(titles, embeddings).with_listed_only(listed))
}

pub fn load(path: &Path) -> Result<Catalog, CatalogError> {
    let bytes = std::fs::read(path).map_err(|e| CatalogError::io(path, e))?;
    from_bytes(&bytes, path)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Kind, Platform};

    fn sample() -> Catalog {
        let titles: Vec<Title> = (0..3)
            .map(|i| Title {
                id: i,
                key: format!("tm{i}"),
                title: format!("Film {i} — Amélie"),
                kind: if i == 1 { Kind::Show } else { Kind::Movie },
                year: Some(2000 + i as u16),
                year_is_latest_season: i == 2,
                years_aired: (i == 1).then(|| "2001–2005".to_string()),
                description: "d".into(),
                genres: vec!["drama".into()],
                confirmed_genres: vec!["drama".into()],
                maturity: Some("PG".into()),
                runtime: Some(90),
                seasons: None,
                imdb_id: Some(format!("tt{i}")),
                imdb_score: Some(7.5),
                imdb_votes: Some(100 * i),
                tmdb_score: None,
                tmdb_popularity: Some(1.5),
                list_score: None,
                countries: vec!["FR".into()],
                cast: vec!["A".into()],
                directors: vec![],
                platforms: vec![Platform::Netflix, Platform::Hulu],
            })
            .collect();
        let embeddings = (0..3 * EMBEDDING_DIM).map(|i| i as f32 / 7.0).collect();
        Catalog::new(titles, embeddings).with_listed_only(vec![ListedTitle {
            title: "Fight Club".into(),
            kind: Kind::Movie,
            year: Some(1999),
            platforms: vec![Platform::Hulu],
        }])
    }

    fn temp_path(name: &str) -> std::path::PathBuf {
        std::env::temp_dir()
            .join(format!("catalog-artifact-{}-{name}", std::process::id()))
            .join("catalog.bin")
    }

    #[test]
    fn round_trips_titles_and_embeddings() {
        let c = sample();
        let path = temp_path("rt");
        save(&c, &path).unwrap();
        let back = load(&path).unwrap();
        std::fs::remove_dir_all(path.parent().unwrap()).unwrap();
        assert_eq!(back.titles, c.titles);
        assert_eq!(back.embeddings, c.embeddings);
        assert_eq!(back.listed_only, c.listed_only);
        assert_eq!(
            back.resolve("film 1 amelie", None).map(|r| r.id),
            Some(1),
            "resolver index is rebuilt"
        );
        assert_eq!(
            back.listed("fight club", None).map(|l| l.year),
            Some(Some(1999)),
            "so is the listed-only index"
        );
    }

    #[test]
    fn stale_version_is_rejected() {
        let mut bytes = to_bytes(&sample()).unwrap();
        bytes[8..12].copy_from_slice(&(FORMAT_VERSION + 1).to_le_bytes());
        let err = from_bytes(&bytes, Path::new("old.bin")).unwrap_err();
        assert!(
            matches!(err, CatalogError::StaleArtifact { found, .. } if found == FORMAT_VERSION + 1),
            "{err}"
        );
    }

    #[test]
    fn corrupt_or_truncated_files_are_errors_not_panics() {
        let bytes = to_bytes(&sample()).unwrap();
        for cut in [0, 5, 12, 30, bytes.len() - 1] {
            let err = from_bytes(&bytes[..cut], Path::new("x.bin")).unwrap_err();
            assert!(
                matches!(err, CatalogError::CorruptArtifact { .. }),
                "cut {cut}: {err}"
            );
        }
        let mut bad = bytes.clone();
        bad[0] = b'X';
        assert!(from_bytes(&bad, Path::new("x.bin")).is_err());
        assert!(load(Path::new("/nonexistent/catalog.bin")).is_err());
    }
}
