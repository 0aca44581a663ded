// The library shortlived.c dlopen()s.
__attribute__((noinline)) int lib_hot(int x) { __asm__ volatile(""); return x * 5 + 1; }
