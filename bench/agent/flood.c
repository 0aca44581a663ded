// flood: T threads at a time, each making getppid(2) calls in a loop for
// a moment and exiting, new threads taking their place: a stream of new
// thread ids for a script keyed by tid, for SECONDS seconds.
// Usage: flood T SECONDS
#define _GNU_SOURCE
#include <pthread.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

static void *work(void *arg) {
	(void)arg;
	for (int i = 0; i < 20000; i++)
		syscall(SYS_getppid);
	return NULL;
}

int main(int argc, char **argv) {
	int t = argc > 1 ? atoi(argv[1]) : 32;
	int secs = argc > 2 ? atoi(argv[2]) : 60;
	pthread_t *th = calloc(t, sizeof *th);
	time_t end = time(NULL) + secs;
	while (time(NULL) < end) {
		for (int i = 0; i < t; i++)
			pthread_create(&th[i], NULL, work, NULL);
		for (int i = 0; i < t; i++)
			pthread_join(th[i], NULL);
	}
	return 0;
}
