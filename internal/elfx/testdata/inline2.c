/* A second compilation unit for the split DWARF package test. */
int twice(int x) { return 2 * x; }
