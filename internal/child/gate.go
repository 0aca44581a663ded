package child

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"fmt"
	"os"
	"runtime"

	"golang.org/x/sys/unix"
)

// The gate is a static ELF executable of a few dozen instructions, written
// here byte by byte: it links nothing and calls no library, so that once
// released it makes exactly the system calls bpftrace's fork-and-wait child
// makes before the command (read returning, close, execve) and no user
// function a uprobe could count. Its file descriptors and arguments:
//
//	fd 3   the release pipe (read end): one byte means go, EOF means abort
//	fd 4   the memfd holding the gate itself (what was exec'd)
//	fd 5   the status pipe (write end): the errno of a failed execve
//	argv   COMM PATH ARGV...: the gate takes COMM as its name, then runs
//	       PATH with argv ARGV... (ARGV[0] the command's own name, which
//	       may differ from PATH) and its own environment
//
// In order it does:
//
//	prctl(PR_SET_NAME, argv[0])
//	close(4)
//	fcntl(5, F_SETFD, FD_CLOEXEC)   a successful execve closes it
//	read(3, buf, 1)                 Start returns once the gate blocks here
//	if it did not read 1 byte: exit_group(1)
//	close(3)
//	execve(argv[1], &argv[2], envp)
//	write(5, &errno, 4)             only if execve failed
//	exit_group(127)
//
// Code exists for x86-64 and arm64 (Linux system call numbers and calling
// convention of each); elsewhere Start fails with an error saying so.
// gate_test.go disassembles both and runs the one of the host.

// Gate file descriptors, as the child sees them (exec.Cmd.ExtraFiles).
const (
	gateReleaseFD = 3
	gateSelfFD    = 4
	gateStatusFD  = 5
)

// gateAMD64 is the gate for x86-64. rbx keeps the initial stack pointer:
// [rbx] is argc, [rbx+8] argv[0], [rbx+16] argv[1], [rbx+24] argv[2], and
// envp starts at rbx+16+8*argc; the byte read and the errno written use
// the red zone below it.
var gateAMD64 = []byte{
	0x48, 0x89, 0xe3, //               mov rbx, rsp
	0xb8, 0x9d, 0x00, 0x00, 0x00, //   mov eax, 157 (prctl)
	0xbf, 0x0f, 0x00, 0x00, 0x00, //   mov edi, 15 (PR_SET_NAME)
	0x48, 0x8b, 0x73, 0x08, //         mov rsi, [rbx+8] (argv[0])
	0x0f, 0x05, //                     syscall
	0xb8, 0x03, 0x00, 0x00, 0x00, //   mov eax, 3 (close)
	0xbf, 0x04, 0x00, 0x00, 0x00, //   mov edi, 4
	0x0f, 0x05, //                     syscall
	0xb8, 0x48, 0x00, 0x00, 0x00, //   mov eax, 72 (fcntl)
	0xbf, 0x05, 0x00, 0x00, 0x00, //   mov edi, 5
	0xbe, 0x02, 0x00, 0x00, 0x00, //   mov esi, 2 (F_SETFD)
	0xba, 0x01, 0x00, 0x00, 0x00, //   mov edx, 1 (FD_CLOEXEC)
	0x0f, 0x05, //                     syscall
	0x31, 0xc0, //                     xor eax, eax (read)
	0xbf, 0x03, 0x00, 0x00, 0x00, //   mov edi, 3
	0x48, 0x8d, 0x73, 0xf8, //         lea rsi, [rbx-8]
	0xba, 0x01, 0x00, 0x00, 0x00, //   mov edx, 1
	0x0f, 0x05, //                     syscall
	0x48, 0x83, 0xf8, 0x01, //         cmp rax, 1
	0x75, 0x44, //                     jne abort
	0xb8, 0x03, 0x00, 0x00, 0x00, //   mov eax, 3 (close)
	0xbf, 0x03, 0x00, 0x00, 0x00, //   mov edi, 3
	0x0f, 0x05, //                     syscall
	0x48, 0x8b, 0x7b, 0x10, //         mov rdi, [rbx+16] (argv[1])
	0x48, 0x8d, 0x73, 0x18, //         lea rsi, [rbx+24] (&argv[2])
	0x48, 0x8b, 0x0b, //               mov rcx, [rbx] (argc)
	0x48, 0x8d, 0x54, 0xcb, 0x10, //   lea rdx, [rbx+rcx*8+16] (envp)
	0xb8, 0x3b, 0x00, 0x00, 0x00, //   mov eax, 59 (execve)
	0x0f, 0x05, //                     syscall
	0xf7, 0xd8, //                     neg eax (errno)
	0x89, 0x43, 0xf8, //               mov [rbx-8], eax
	0xb8, 0x01, 0x00, 0x00, 0x00, //   mov eax, 1 (write)
	0xbf, 0x05, 0x00, 0x00, 0x00, //   mov edi, 5
	0x48, 0x8d, 0x73, 0xf8, //         lea rsi, [rbx-8]
	0xba, 0x04, 0x00, 0x00, 0x00, //   mov edx, 4
	0x0f, 0x05, //                     syscall
	0xbf, 0x7f, 0x00, 0x00, 0x00, //   mov edi, 127
	0xeb, 0x05, //                     jmp exit
	0xbf, 0x01, 0x00, 0x00, 0x00, //   abort: mov edi, 1
	0xb8, 0xe7, 0x00, 0x00, 0x00, //   exit: mov eax, 231 (exit_group)
	0x0f, 0x05, //                     syscall
}

// gateARM64 is the gate for arm64, the same steps: x19 keeps the initial
// stack pointer, the system call number goes in x8, and the byte read and
// the errno written sit 16 bytes below the stack pointer.
var gateARM64 = []uint32{
	0x910003f3, //  mov x19, sp
	0xd28014e8, //  mov x8, #167 (prctl)
	0xd28001e0, //  mov x0, #15 (PR_SET_NAME)
	0xf9400661, //  ldr x1, [x19, #8] (argv[0])
	0xd4000001, //  svc #0
	0xd2800728, //  mov x8, #57 (close)
	0xd2800080, //  mov x0, #4
	0xd4000001, //  svc #0
	0xd2800328, //  mov x8, #25 (fcntl)
	0xd28000a0, //  mov x0, #5
	0xd2800041, //  mov x1, #2 (F_SETFD)
	0xd2800022, //  mov x2, #1 (FD_CLOEXEC)
	0xd4000001, //  svc #0
	0xd28007e8, //  mov x8, #63 (read)
	0xd2800060, //  mov x0, #3
	0xd1004261, //  sub x1, x19, #16
	0xd2800022, //  mov x2, #1
	0xd4000001, //  svc #0
	0xf100041f, //  cmp x0, #1
	0x54000281, //  b.ne abort
	0xd2800728, //  mov x8, #57 (close)
	0xd2800060, //  mov x0, #3
	0xd4000001, //  svc #0
	0xf9400a60, //  ldr x0, [x19, #16] (argv[1])
	0x91006261, //  add x1, x19, #24 (&argv[2])
	0xf9400262, //  ldr x2, [x19] (argc)
	0x8b020e62, //  add x2, x19, x2, lsl #3
	0x91004042, //  add x2, x2, #16 (envp)
	0xd2801ba8, //  mov x8, #221 (execve)
	0xd4000001, //  svc #0
	0x4b0003e3, //  neg w3, w0 (errno)
	0xb81f0263, //  stur w3, [x19, #-16]
	0xd2800808, //  mov x8, #64 (write)
	0xd28000a0, //  mov x0, #5
	0xd1004261, //  sub x1, x19, #16
	0xd2800082, //  mov x2, #4
	0xd4000001, //  svc #0
	0xd2800fe0, //  mov x0, #127
	0x14000002, //  b exit
	0xd2800020, //  abort: mov x0, #1
	0xd2800bc8, //  exit: mov x8, #94 (exit_group)
	0xd4000001, //  svc #0
}

// gateCode returns the gate's machine code and ELF machine for arch (a
// GOARCH value).
func gateCode(arch string) ([]byte, elf.Machine, error) {
	switch arch {
	case "amd64":
		return gateAMD64, elf.EM_X86_64, nil
	case "arm64":
		code := make([]byte, 4*len(gateARM64))
		for i, w := range gateARM64 {
			binary.LittleEndian.PutUint32(code[4*i:], w)
		}
		return code, elf.EM_AARCH64, nil
	}
	return nil, 0, fmt.Errorf("-c needs sonde's exec gate, which exists for amd64 and arm64 only, not %s", arch)
}

// gateImage returns the gate as an ELF executable for arch: the header,
// two program headers (the one loadable segment, read and execute, holding
// the whole file; a non-executable stack) and the code, which is the entry.
func gateImage(arch string) ([]byte, error) {
	code, machine, err := gateCode(arch)
	if err != nil {
		return nil, err
	}
	const (
		base     = 0x400000 // aligned to any page size
		ehsize   = 64
		phsize   = 56
		phnum    = 2
		codeOffs = ehsize + phnum*phsize
	)
	size := uint64(codeOffs + len(code))
	var b bytes.Buffer
	hdr := elf.Header64{
		Type: uint16(elf.ET_EXEC), Machine: uint16(machine), Version: uint32(elf.EV_CURRENT),
		Entry: base + codeOffs, Phoff: ehsize,
		Ehsize: ehsize, Phentsize: phsize, Phnum: phnum,
	}
	copy(hdr.Ident[:], elf.ELFMAG)
	hdr.Ident[elf.EI_CLASS] = byte(elf.ELFCLASS64)
	hdr.Ident[elf.EI_DATA] = byte(elf.ELFDATA2LSB)
	hdr.Ident[elf.EI_VERSION] = byte(elf.EV_CURRENT)
	progs := []elf.Prog64{
		{Type: uint32(elf.PT_LOAD), Flags: uint32(elf.PF_R | elf.PF_X), Off: 0,
			Vaddr: base, Paddr: base, Filesz: size, Memsz: size, Align: 0x10000},
		{Type: uint32(elf.PT_GNU_STACK), Flags: uint32(elf.PF_R | elf.PF_W), Align: 16},
	}
	binary.Write(&b, binary.LittleEndian, &hdr)
	binary.Write(&b, binary.LittleEndian, progs)
	b.Write(code)
	return b.Bytes(), nil
}

// memfdCreate is unix.MemfdCreate; a test takes it away to try the
// fallback.
var memfdCreate = unix.MemfdCreate

// gateTempFile writes the gate to a file in the temporary directory and
// returns it opened read-only (close-on-exec) and already unlinked, for
// machines that refuse executable memfds.
func gateTempFile(img []byte) (*os.File, error) {
	w, err := os.CreateTemp("", "sonde-gate-")
	if err != nil {
		return nil, err
	}
	defer os.Remove(w.Name())
	_, err = w.Write(img)
	if cerr := w.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(w.Name(), 0o500)
	}
	if err != nil {
		return nil, err
	}
	return os.Open(w.Name())
}

// gateMemfd returns a sealed memfd holding the gate for this machine,
// close-on-exec: the child gets it only as the ExtraFiles entry that it
// execs through /proc/self/fd, and the gate closes that first thing.
func gateMemfd() (*os.File, error) {
	img, err := gateImage(runtime.GOARCH)
	if err != nil {
		return nil, err
	}
	flags := unix.MFD_CLOEXEC | unix.MFD_ALLOW_SEALING
	// Kernels since 6.3 may make memfds non-executable unless asked
	// (vm.memfd_noexec); older ones refuse the flag.
	fd, err := memfdCreate("sonde-gate", flags|unix.MFD_EXEC)
	if err == unix.EINVAL {
		fd, err = memfdCreate("sonde-gate", flags)
	}
	if err != nil {
		// vm.memfd_noexec = 2 forbids executable memfds (EACCES): an
		// unlinked file in the temporary directory serves as well.
		f, ferr := gateTempFile(img)
		if ferr != nil {
			return nil, fmt.Errorf("memfd_create for the exec gate: %w (and a file instead: %v)", err, ferr)
		}
		return f, nil
	}
	f := os.NewFile(uintptr(fd), "memfd:sonde-gate")
	if _, err := f.Write(img); err != nil {
		f.Close()
		return nil, fmt.Errorf("write the exec gate: %w", err)
	}
	seals := unix.F_SEAL_SEAL | unix.F_SEAL_SHRINK | unix.F_SEAL_GROW | unix.F_SEAL_WRITE
	if _, err := unix.FcntlInt(uintptr(fd), unix.F_ADD_SEALS, seals); err != nil {
		f.Close()
		return nil, fmt.Errorf("seal the exec gate: %w", err)
	}
	return f, nil
}
