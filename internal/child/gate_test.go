package child

import (
	"bytes"
	"debug/elf"
	"fmt"
	"strings"
	"testing"

	"golang.org/x/arch/arm64/arm64asm"
	"golang.org/x/arch/x86/x86asm"
)

// The gate's code, disassembled: what the bytes in gate.go must say. The
// system call numbers are Linux's for each architecture (x86-64: prctl
// 157, close 3, fcntl 72, read 0, execve 59, write 1, exit_group 231;
// arm64, asm-generic: 167, 57, 25, 63, 221, 64, 94).
var gateListings = map[string]string{
	"amd64": `
0x0 mov rbx, rsp
0x3 mov eax, 0x9d
0x8 mov edi, 0xf
0xd mov rsi, qword ptr [rbx+0x8]
0x11 syscall
0x13 mov eax, 0x3
0x18 mov edi, 0x4
0x1d syscall
0x1f mov eax, 0x48
0x24 mov edi, 0x5
0x29 mov esi, 0x2
0x2e mov edx, 0x1
0x33 syscall
0x35 xor eax, eax
0x37 mov edi, 0x3
0x3c lea rsi, ptr [rbx-0x8]
0x40 mov edx, 0x1
0x45 syscall
0x47 cmp rax, 0x1
0x4b jnz 0x91
0x4d mov eax, 0x3
0x52 mov edi, 0x3
0x57 syscall
0x59 mov rdi, qword ptr [rbx+0x10]
0x5d lea rsi, ptr [rbx+0x18]
0x61 mov rcx, qword ptr [rbx]
0x64 lea rdx, ptr [rbx+8*rcx+0x10]
0x69 mov eax, 0x3b
0x6e syscall
0x70 neg eax
0x72 mov dword ptr [rbx-0x8], eax
0x75 mov eax, 0x1
0x7a mov edi, 0x5
0x7f lea rsi, ptr [rbx-0x8]
0x83 mov edx, 0x4
0x88 syscall
0x8a mov edi, 0x7f
0x8f jmp 0x96
0x91 mov edi, 0x1
0x96 mov eax, 0xe7
0x9b syscall
`,
	"arm64": `
0x0 mov x19, sp
0x4 mov x8, #0xa7
0x8 mov x0, #0xf
0xc ldr x1, [x19,#8]
0x10 svc #0x0
0x14 mov x8, #0x39
0x18 mov x0, #0x4
0x1c svc #0x0
0x20 mov x8, #0x19
0x24 mov x0, #0x5
0x28 mov x1, #0x2
0x2c mov x2, #0x1
0x30 svc #0x0
0x34 mov x8, #0x3f
0x38 mov x0, #0x3
0x3c sub x1, x19, #0x10
0x40 mov x2, #0x1
0x44 svc #0x0
0x48 cmp x0, #0x1
0x4c b.ne .+0x50
0x50 mov x8, #0x39
0x54 mov x0, #0x3
0x58 svc #0x0
0x5c ldr x0, [x19,#16]
0x60 add x1, x19, #0x18
0x64 ldr x2, [x19]
0x68 add x2, x19, x2, lsl #3
0x6c add x2, x2, #0x10
0x70 mov x8, #0xdd
0x74 svc #0x0
0x78 neg w3, w0
0x7c stur w3, [x19,#-16]
0x80 mov x8, #0x40
0x84 mov x0, #0x5
0x88 sub x1, x19, #0x10
0x8c mov x2, #0x4
0x90 svc #0x0
0x94 mov x0, #0x7f
0x98 b .+0x8
0x9c mov x0, #0x1
0xa0 mov x8, #0x5e
0xa4 svc #0x0
`,
}

func disassemble(t *testing.T, arch string, code []byte) string {
	var b strings.Builder
	b.WriteString("\n")
	for pc := 0; pc < len(code); {
		var text string
		var n int
		switch arch {
		case "amd64":
			in, err := x86asm.Decode(code[pc:], 64)
			if err != nil {
				t.Fatalf("%s +%#x: %v", arch, pc, err)
			}
			text, n = x86asm.IntelSyntax(in, uint64(pc), nil), in.Len
		case "arm64":
			in, err := arm64asm.Decode(code[pc:])
			if err != nil {
				t.Fatalf("%s +%#x: %v", arch, pc, err)
			}
			text, n = arm64asm.GNUSyntax(in), 4
		}
		fmt.Fprintf(&b, "%#x %s\n", pc, text)
		pc += n
	}
	return b.String()
}

// TestGateCode checks each architecture's gate instruction by instruction,
// arm64's included where it cannot run.
func TestGateCode(t *testing.T) {
	for arch, want := range gateListings {
		code, _, err := gateCode(arch)
		if err != nil {
			t.Fatal(err)
		}
		if got := disassemble(t, arch, code); got != want {
			t.Errorf("%s gate disassembles as\n%s\nwant\n%s", arch, got, want)
		}
	}
	if _, _, err := gateCode("riscv64"); err == nil {
		t.Error("a gate for riscv64, which has no code")
	}
}

// TestGateImage checks the ELF file around the code: one loadable
// segment holding the whole file, read and execute, entered at the code.
func TestGateImage(t *testing.T) {
	for arch, machine := range map[string]elf.Machine{"amd64": elf.EM_X86_64, "arm64": elf.EM_AARCH64} {
		img, err := gateImage(arch)
		if err != nil {
			t.Fatal(err)
		}
		f, err := elf.NewFile(bytes.NewReader(img))
		if err != nil {
			t.Fatalf("%s: %v", arch, err)
		}
		if f.Class != elf.ELFCLASS64 || f.Data != elf.ELFDATA2LSB || f.Type != elf.ET_EXEC || f.Machine != machine {
			t.Errorf("%s: header %v %v %v %v", arch, f.Class, f.Data, f.Type, f.Machine)
		}
		code, _, _ := gateCode(arch)
		var loads int
		for _, p := range f.Progs {
			switch p.Type {
			case elf.PT_LOAD:
				loads++
				if p.Off != 0 || p.Filesz != uint64(len(img)) || p.Memsz != p.Filesz || p.Flags != elf.PF_R|elf.PF_X || p.Vaddr%p.Align != 0 {
					t.Errorf("%s: load segment %+v", arch, p.ProgHeader)
				}
				if off := f.Entry - p.Vaddr; off >= p.Filesz || !bytes.Equal(img[off:], code) {
					t.Errorf("%s: entry %#x is not the code", arch, f.Entry)
				}
			case elf.PT_GNU_STACK:
				if p.Flags&elf.PF_X != 0 {
					t.Errorf("%s: executable stack", arch)
				}
			default:
				t.Errorf("%s: unexpected segment %v", arch, p.Type)
			}
		}
		if loads != 1 {
			t.Errorf("%s: %d loadable segments", arch, loads)
		}
	}
}
