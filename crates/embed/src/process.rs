//! Process settings that make a long embedding pass fast, applied by the binary at start-up.
//!
//! Measured with `cargo run --release -p eval --example embed_rate` on a 2-core machine (3,263
//! titles spread over the catalog), in titles per second: 74.8 as candle ran one pass at a time
//! over its own threads; 75.3 with the in-place GELU of [`crate::gelu`] (10% less CPU, the same
//! wall time: the cores waited on each other); 89.3 running one single-threaded pass per core;
//! 101.1 with the allocator keeping its memory as well (105.4 once the GELU loop used AVX2).
//!
//! Candle parallelises each operation over its thread pools, and between the big matrix products
//! (layer norms, bias adds, masks, copies) one core often waits for the other; a pass per core
//! keeps both busy. Every operation allocates its output, tens of MB for a batch, and glibc hands
//! blocks that large back to the kernel on free, so each one came back as fresh zeroed pages
//! (page faults, `memset`, the kernel's page accounting: about 15% of the samples in `perf`).

/// The number of passes [`crate::Embedder`] runs at once over a batch of texts: one per core when
/// candle computes each pass on its calling thread (see [`prepare_process`]), else one.
pub(crate) fn concurrent_passes() -> usize {
    if candle_core::utils::get_num_threads() == 1 {
        std::thread::available_parallelism().map_or(1, usize::from)
    } else {
        1
    }
}

/// Makes candle run each model pass on its calling thread (so [`crate::Embedder`] runs one pass
/// per core) unless `RAYON_NUM_THREADS` or `CANDLE_NUM_THREADS` already say otherwise, and makes
/// glibc's allocator keep large freed blocks for reuse instead of returning them to the kernel.
///
/// # Safety
/// Call it first thing in `main`, before any other thread exists: it sets an environment variable,
/// which is only sound while no other thread may be reading the environment.
pub unsafe fn prepare_process() {
    let set = |name: &str| std::env::var_os(name).is_some();
    if !set("RAYON_NUM_THREADS") && !set("CANDLE_NUM_THREADS") {
        // SAFETY: the caller guarantees no other thread exists yet.
        unsafe { std::env::set_var("RAYON_NUM_THREADS", "1") };
    }
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        // Blocks up to 1 GiB come from the heap, and the heap is not trimmed on every free;
        // `return_free_memory` gives the memory back once a pass is over.
        // SAFETY: plain calls into glibc's allocator configuration, before any allocation race.
        unsafe {
            libc::mallopt(libc::M_MMAP_THRESHOLD, 1 << 30);
            libc::mallopt(libc::M_TRIM_THRESHOLD, i32::MAX);
        }
    }
}

/// Returns the allocator's free memory to the kernel (after an embedding pass, whose batches
/// left hundreds of MB free in the heap that the server will not need again).
pub fn return_free_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim only releases memory no allocation uses.
    unsafe {
        libc::malloc_trim(0);
    }
}
