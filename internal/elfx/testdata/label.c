// An entry point written in assembly, as the dynamic loader's _start is:
// a label (STT_NOTYPE, no size) in .text outside every function, then a
// function after it.
__asm__(".text\n"
	"asm_entry:\n"
	"\tnop\n"
	"\tnop\n"
	"\tret\n");

__attribute__((noinline)) int after(int x) { return x + 1; }

int main(int argc, char **argv) { return after(argc) == 0; }
