// A shared library with USDT probes, one guarded by a semaphore: probes in
// libraries are attached by the library's file offsets, and the kernel arms
// the semaphore in the library's data mapping of each process.
#define _SDT_HAS_SEMAPHORES 1
#include <sys/sdt.h>

unsigned short sondetlib_libcall_semaphore __attribute__((unused)) __attribute__((section(".probes")));

__attribute__((noipa)) long libcall(long x) {
	if (sondetlib_libcall_semaphore)
		DTRACE_PROBE2(sondetlib, libcall, x, x * 7);
	return x + 1;
}
