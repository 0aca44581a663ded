// burn.c in Rust: main calls outer, which spends 90% of its work in hot
// and 10% in cold, for SECONDS of the process's CPU time. Volatile writes
// keep the loops (std::hint::black_box is newer than Debian's rustc).
// Usage: burn SECONDS
use std::ptr::{addr_of_mut, write_volatile};

static mut SINK: u64 = 0;

fn sink(x: u64) {
    unsafe { write_volatile(addr_of_mut!(SINK), x) }
}

#[inline(never)]
fn hot(n: u64) {
    let mut s: u64 = 0;
    for i in 0..n {
        s = s.wrapping_add(i.wrapping_mul(i));
        sink(s);
    }
}

// Not hot's code, which LLVM would merge with it.
#[inline(never)]
fn cold(n: u64) {
    let mut s: u64 = 0;
    for i in 0..n {
        s = s.wrapping_sub(i.wrapping_mul(i));
        sink(s);
    }
}

#[inline(never)]
fn outer(n: u64) {
    hot(9 * n);
    cold(n);
    sink(n);
}

extern "C" {
    fn clock_gettime(clock: i32, ts: *mut i64) -> i32;
}

fn cpu() -> f64 {
    let mut ts = [0i64; 2];
    unsafe { clock_gettime(2, ts.as_mut_ptr()) }; // CLOCK_PROCESS_CPUTIME_ID
    ts[0] as f64 + ts[1] as f64 / 1e9
}

fn main() {
    let secs: f64 = std::env::args().nth(1).map_or(1.0, |a| a.parse().unwrap());
    let start = cpu();
    while cpu() - start < secs {
        outer(1000000);
    }
}
