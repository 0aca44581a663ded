// A shared library for sonde's uprobe tests.
__attribute__((noipa)) int lib_add(int a, int b) { return a + b; }
__attribute__((noipa)) int lib_unused(int a) { return -a; }
