/* Sleeps SECONDS (default 0.3) in one nanosleep, under main;outer;nap. */
#include <stdlib.h>
#include <time.h>
volatile int sink;
__attribute__((noinline)) void nap(double secs) { struct timespec t = {(time_t)secs, (long)((secs - (time_t)secs) * 1e9)}; nanosleep(&t, 0); sink++; }
__attribute__((noinline)) void outer(double secs) { nap(secs); sink++; }
int main(int argc, char **argv) { outer(argc > 1 ? atof(argv[1]) : 0.3); return 0; }
