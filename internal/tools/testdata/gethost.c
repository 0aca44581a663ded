/* gethostlatency's test program (built by the test with gcc): resolves
 * each argument with getaddrinfo(), then with gethostbyname(). */
#include <netdb.h>
#include <stdio.h>
#include <sys/socket.h>

int main(int argc, char **argv)
{
	for (int i = 1; i < argc; i++) {
		struct addrinfo hints = { .ai_family = AF_INET }, *res;
		if (getaddrinfo(argv[i], NULL, &hints, &res) == 0)
			freeaddrinfo(res);
		if (gethostbyname(argv[i]) == NULL)
			fprintf(stderr, "gethostbyname %s: failed\n", argv[i]);
	}
	return 0;
}
