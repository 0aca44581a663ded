/* A main thread and a second thread making library calls. */
#include <pthread.h>
#include <string.h>
#include <stdlib.h>
#include <unistd.h>
static char s[] = "thread";
static void *run(void *a) { for (int i = 0; i < 3; i++) { strlen(s); usleep(1000); } return NULL; }
int main(void) {
	pthread_t t;
	pthread_create(&t, NULL, run, NULL);
	pthread_join(t, NULL);
	strlen(s);
	return 0;
}
