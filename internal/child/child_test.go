package child

import (
	"os"
	"strings"
	"testing"
	"time"
)

func TestWaitsUntilReleased(t *testing.T) {
	dir := t.TempDir()
	out := dir + "/out"
	c, err := Start([]string{"sh", "-c", "echo ran > " + out}, nil, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	time.Sleep(50 * time.Millisecond)
	if _, err := os.Stat(out); err == nil {
		t.Fatal("command ran before Release")
	}
	b, _ := os.ReadFile("/proc/" + itoa(c.Pid()) + "/syscall")
	if !strings.HasPrefix(string(b), "0 0x0 ") {
		t.Errorf("gate not blocked reading the pipe: %q", b)
	}
	if err := c.Release(); err != nil {
		t.Fatal(err)
	}
	if err := c.Cmd.Wait(); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(out); string(b) != "ran\n" {
		t.Errorf("command output %q", b)
	}
}

func TestAbortRunsNothing(t *testing.T) {
	dir := t.TempDir()
	out := dir + "/out"
	c, err := Start([]string{"sh", "-c", "echo ran > " + out}, nil, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	c.Abort()
	if _, err := os.Stat(out); err == nil {
		t.Fatal("aborted command ran")
	}
}

func TestArgumentsPassThrough(t *testing.T) {
	c, err := Start([]string{"test", "a b", "=", "a b"}, nil, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	c.Release()
	if err := c.Cmd.Wait(); err != nil {
		t.Errorf("arguments with spaces were split: %v", err)
	}
}

func itoa(n int) string {
	b := []byte{}
	for n > 0 {
		b = append([]byte{byte('0' + n%10)}, b...)
		n /= 10
	}
	return string(b)
}
