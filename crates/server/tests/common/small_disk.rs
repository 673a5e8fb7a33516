//! A small disk for a full-disk test: an 8 MiB tmpfs mounted on a temp dir (needs root or
//! CAP_SYS_ADMIN; the test fails saying so otherwise), filled up by a file of its own until the
//! kernel answers ENOSPC, freed by deleting that file. Unmounted on drop.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

use tempfile::TempDir;

pub struct SmallDisk {
    dir: TempDir,
}

impl SmallDisk {
    pub fn mount() -> SmallDisk {
        let dir = tempfile::tempdir().expect("create the mount point");
        let output = Command::new("mount")
            .args(["-t", "tmpfs", "-o", "size=8m", "tmpfs"])
            .arg(dir.path())
            .output()
            .unwrap_or_else(|e| panic!("cannot run mount: {e}"));
        assert!(
            output.status.success(),
            "the full-disk test mounts a small tmpfs and may not here ({}): run the tests as root \
             (or with CAP_SYS_ADMIN), as `make test` and CI do",
            String::from_utf8_lossy(&output.stderr).trim()
        );
        SmallDisk { dir }
    }

    pub fn path(&self) -> &Path {
        self.dir.path()
    }

    fn filler(&self) -> PathBuf {
        self.dir.path().join("filler")
    }

    /// Writes zeros until the disk is full.
    pub fn fill(&self) {
        let mut file = std::fs::File::create(self.filler()).expect("create the filler");
        let block = vec![0u8; 64 * 1024];
        loop {
            match file.write_all(&block) {
                Ok(()) => {}
                Err(e) if e.raw_os_error() == Some(28) => break, // ENOSPC
                Err(e) => panic!("filling the small disk: {e}"),
            }
        }
        // The last partial block may have left a few bytes; take them too.
        while file.write_all(&[0u8]).is_ok() {}
    }

    pub fn free(&self) {
        std::fs::remove_file(self.filler()).expect("remove the filler");
    }
}

impl Drop for SmallDisk {
    fn drop(&mut self) {
        // Lazy: the server under test may still hold the database open.
        let _ = Command::new("umount")
            .arg("-l")
            .arg(self.dir.path())
            .output();
    }
}
