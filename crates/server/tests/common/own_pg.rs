//! A PostgreSQL cluster of the test's own: `initdb` in a temp dir, `postgres` on a free loopback
//! port with its socket in that dir, so the test may stop and start it without touching the
//! machine's shared server. Stopped (immediately) and deleted on drop.
//!
//! The binaries come from `BINGEABLE_PG_BIN`, else the newest `/usr/lib/postgresql/*/bin`, else
//! `PATH`; when none has `initdb` the test fails saying what to install. PostgreSQL refuses to run
//! as root, so as root every command runs as the `postgres` user (`runuser`), which owns the dir.

use std::net::TcpListener;
use std::os::unix::fs::MetadataExt;
use std::path::PathBuf;
use std::process::Command;

use tempfile::TempDir;

pub struct OwnPostgres {
    pub port: u16,
    bin: PathBuf,
    dir: TempDir,
}

impl OwnPostgres {
    /// `initdb`, then start: a cluster answering on `127.0.0.1:<port>`, database `postgres`.
    pub fn start() -> OwnPostgres {
        let bin = bin_dir();
        let dir = tempfile::tempdir().expect("create the cluster's temp dir");
        if running_as_root() {
            run(Command::new("chown")
                .args(["-R", "postgres:postgres"])
                .arg(dir.path()));
        }
        let cluster = OwnPostgres {
            port: free_port(),
            bin,
            dir,
        };
        let data = cluster.data_dir();
        run(cluster
            .command("initdb")
            .args(["--auth=trust", "--username=postgres", "--encoding=UTF8"])
            .arg("--no-sync")
            .arg("-D")
            .arg(&data));
        cluster.resume();
        cluster
    }

    pub fn url(&self) -> String {
        format!("postgres://postgres@127.0.0.1:{}/postgres", self.port)
    }

    /// `pg_ctl stop -m fast`: open sessions are ended, the server is down when this returns.
    pub fn stop(&self) {
        run(self
            .command("pg_ctl")
            .args(["stop", "-m", "fast", "-w", "-D"])
            .arg(self.data_dir()));
    }

    /// Starts the cluster (again) and waits until it accepts connections.
    pub fn resume(&self) {
        let options = format!(
            "-p {} -c listen_addresses=127.0.0.1 -c unix_socket_directories={}",
            self.port,
            self.dir.path().display()
        );
        run(self
            .command("pg_ctl")
            .args(["start", "-w", "-t", "60", "-D"])
            .arg(self.data_dir())
            .arg("-l")
            .arg(self.dir.path().join("postgres.log"))
            .args(["-o", &options]));
    }

    fn data_dir(&self) -> PathBuf {
        self.dir.path().join("data")
    }

    /// `program` from the binaries' dir, as the `postgres` user when we are root.
    fn command(&self, program: &str) -> Command {
        let program = self.bin.join(program);
        if running_as_root() {
            let mut command = Command::new("runuser");
            command.args(["-u", "postgres", "--"]).arg(program);
            command
        } else {
            Command::new(program)
        }
    }
}

impl Drop for OwnPostgres {
    fn drop(&mut self) {
        // Immediate: nothing of it is kept, and a test that failed mid-way must not wait.
        let _ = self
            .command("pg_ctl")
            .args(["stop", "-m", "immediate", "-D"])
            .arg(self.data_dir())
            .output();
    }
}

fn bin_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("BINGEABLE_PG_BIN") {
        return PathBuf::from(dir);
    }
    let mut versions: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .map(|entries| entries.flatten().map(|e| e.path().join("bin")).collect())
        .unwrap_or_default();
    versions.retain(|dir| dir.join("initdb").is_file());
    // Version folders are numbers: the longest, then the greatest name, is the newest.
    versions.sort_by_key(|dir| (dir.as_os_str().len(), dir.clone()));
    if let Some(dir) = versions.pop() {
        return dir;
    }
    let on_path = std::env::var_os("PATH")
        .map(|paths| std::env::split_paths(&paths).collect::<Vec<_>>())
        .unwrap_or_default()
        .into_iter()
        .find(|dir| dir.join("initdb").is_file() && dir.join("pg_ctl").is_file());
    on_path.unwrap_or_else(|| {
        panic!(
            "the fault tests start a PostgreSQL of their own and need its server binaries \
             (initdb, pg_ctl, postgres): apt-get install postgresql, or set BINGEABLE_PG_BIN \
             to the folder that holds them"
        )
    })
}

/// `/proc/self` belongs to the process's effective user.
fn running_as_root() -> bool {
    std::fs::metadata("/proc/self").is_ok_and(|m| m.uid() == 0)
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free local port")
}

/// Runs `command` to its end; a failure fails the test with its output.
fn run(command: &mut Command) {
    let output = command
        .output()
        .unwrap_or_else(|e| panic!("cannot run {command:?}: {e}"));
    assert!(
        output.status.success(),
        "{command:?} failed ({}):\n{}\n{}",
        output.status,
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
}
