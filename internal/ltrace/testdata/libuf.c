/* A library of functions without prototypes in sonde's table: their
   arguments are shown as ltrace guesses them. */
long uf(long a, long b, long c, long d, long e, long f) { return a; }
long ug(long a) { return -a; }
