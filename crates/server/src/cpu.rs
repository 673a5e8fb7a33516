//! The one way a request runs CPU-heavy work (the engine's recommend and similar calls, argon2,
//! text embeddings, parsing an import): on tokio's blocking pool, at most `workers` jobs at once.
//!
//! Why both: on an async worker a 1 s job stalls every other request queued on that thread (a
//! 2-core server has two), so the work moves to the blocking pool; but that pool grows to 512
//! threads, so without a bound a burst of heavy requests would still take every core and starve
//! the cheap ones (health checks, list reads, static files). The semaphore keeps the heavy work to
//! as many jobs as there are cores, and the async workers stay free to answer everything else.
//!
//! A job that cannot start within `wait` answers 503 with `Retry-After` rather than queueing
//! without end: past that point the server is overloaded, and piling up requests only makes every
//! one of them late. Clients (and load balancers) retry; the SPA shows the message.

use std::sync::Arc;
use std::time::Duration;

use tokio::sync::Semaphore;

use crate::config::CpuConfig;

/// What a client is told when no CPU slot frees up in time.
pub const BUSY_MESSAGE: &str = "The server is busy right now. Please try again in a few seconds.";
/// The `Retry-After` of that answer, in seconds.
pub const BUSY_RETRY_AFTER_SECS: u64 = 2;

#[derive(Debug, thiserror::Error)]
pub enum CpuError {
    /// Every slot stayed taken for the whole wait.
    #[error("{BUSY_MESSAGE}")]
    Busy,
    /// The job panicked (a bug); the panic is logged by the runtime.
    #[error("a CPU job failed: {0}")]
    Failed(#[from] tokio::task::JoinError),
}

/// Cheap to share: handlers reach it through `AppState`, services hold an `Arc`.
#[derive(Debug)]
pub struct CpuPool {
    slots: Arc<Semaphore>,
    workers: usize,
    wait: Duration,
}

impl CpuPool {
    pub fn new(workers: usize, wait: Duration) -> CpuPool {
        let workers = workers.max(1);
        CpuPool {
            slots: Arc::new(Semaphore::new(workers)),
            workers,
            wait,
        }
    }

    /// `workers` 0 means one per CPU the process may use.
    pub fn from_config(config: &CpuConfig) -> CpuPool {
        let workers = match config.workers {
            0 => std::thread::available_parallelism().map_or(1, usize::from),
            n => n,
        };
        CpuPool::new(workers, Duration::from_millis(config.wait_ms))
    }

    pub fn workers(&self) -> usize {
        self.workers
    }

    /// Runs `job` on the blocking pool once a slot is free. The slot is held by the job itself, so
    /// a client that hangs up does not free it while the CPU is still busy with its request.
    pub async fn run<T, F>(&self, job: F) -> Result<T, CpuError>
    where
        F: FnOnce() -> T + Send + 'static,
        T: Send + 'static,
    {
        let slot = tokio::time::timeout(self.wait, Arc::clone(&self.slots).acquire_owned())
            .await
            .map_err(|_| CpuError::Busy)?
            // The semaphore is never closed; treat it like a full pool if it ever were.
            .map_err(|_| CpuError::Busy)?;
        let result = tokio::task::spawn_blocking(move || {
            let _slot = slot;
            job()
        })
        .await?;
        Ok(result)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn runs_the_job_and_returns_its_value() {
        let pool = CpuPool::new(2, Duration::from_secs(1));
        assert_eq!(pool.run(|| 6 * 7).await.expect("runs"), 42);
    }

    /// With the only slot held by a job that waits on the test, a second job is refused as busy
    /// once its wait is over, and runs again when the slot is back.
    #[tokio::test]
    async fn a_full_pool_answers_busy_then_recovers() {
        let pool = Arc::new(CpuPool::new(1, Duration::from_millis(50)));
        let (release, released) = std::sync::mpsc::channel::<()>();
        let (started, is_started) = tokio::sync::oneshot::channel::<()>();
        let holder = {
            let pool = Arc::clone(&pool);
            tokio::spawn(async move {
                pool.run(move || {
                    let _ = started.send(());
                    released.recv().ok()
                })
                .await
            })
        };
        is_started.await.expect("the first job started");
        assert!(matches!(pool.run(|| ()).await, Err(CpuError::Busy)));
        release.send(()).expect("release the first job");
        holder.await.expect("join").expect("first job ran");
        assert!(pool.run(|| ()).await.is_ok());
    }

    #[tokio::test]
    async fn a_panicking_job_is_an_error_not_a_crash() {
        let pool = CpuPool::new(1, Duration::from_secs(1));
        let outcome = pool.run(|| panic!("bug in a job")).await;
        assert!(matches!(outcome, Err(CpuError::Failed(_))));
        // Its slot came back.
        assert!(pool.run(|| ()).await.is_ok());
    }
}
