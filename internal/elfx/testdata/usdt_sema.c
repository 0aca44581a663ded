// The semaphore-guarded probe of sonde's USDT test program: its arguments
// are only computed, and the probe only reached, while a tracer holds the
// semaphore.
#define _SDT_HAS_SEMAPHORES 1
#include <sys/sdt.h>

unsigned short sondet_guarded_semaphore __attribute__((unused)) __attribute__((section(".probes")));

__attribute__((noipa)) void guarded(long n) {
	if (sondet_guarded_semaphore)
		DTRACE_PROBE1(sondet, guarded, n);
}
