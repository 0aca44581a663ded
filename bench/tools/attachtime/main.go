// Command attachtime prints how long a tracer takes from its start until
// it is attached: until a line of its output (stdout and stderr merged)
// matches -re (with -next: until the line after it), whereupon it is
// stopped with SIGINT. Best of -n runs, in ms; "-" and exit 1 when a line
// matches -fail first.
//
//	attachtime -n 5 -re '^Attached' -- sonde tool execsnoop
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"regexp"
	"syscall"
	"time"
)

func main() {
	n := flag.Int("n", 5, "runs")
	reStr := flag.String("re", "^Attached", "the line that says the tracer is attached")
	next := flag.Bool("next", false, "time the line after the matching one")
	failStr := flag.String("fail", "^$.", "a line that says the tracer did not attach")
	flag.Parse()
	re := regexp.MustCompile(*reStr)
	failRe := regexp.MustCompile(*failStr)
	skip := 0
	if *next {
		skip = 1
	}
	best := time.Duration(0)
	for range *n {
		d, err := once(flag.Args(), re, failRe, skip)
		if err != nil {
			fmt.Println("-")
			fmt.Fprintln(os.Stderr, "attachtime:", err)
			os.Exit(1)
		}
		if best == 0 || d < best {
			best = d
		}
	}
	fmt.Printf("%.1f\n", float64(best.Microseconds())/1000)
}

func once(argv []string, re, failRe *regexp.Regexp, skip int) (time.Duration, error) {
	cmd := exec.Command(argv[0], argv[1:]...)
	pr, pw := io.Pipe()
	cmd.Stdout, cmd.Stderr = pw, pw
	t0 := time.Now()
	if err := cmd.Start(); err != nil {
		return 0, err
	}
	found := make(chan time.Duration, 1)
	failed := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(pr)
		matched := false
		for sc.Scan() {
			if failRe.MatchString(sc.Text()) {
				failed <- sc.Text()
				break
			}
			if matched || re.MatchString(sc.Text()) {
				if matched || skip == 0 {
					found <- time.Since(t0)
					break
				}
				matched = true
			}
		}
		io.Copy(io.Discard, pr)
	}()
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait(); pw.Close() }()
	select {
	case d := <-found:
		cmd.Process.Signal(syscall.SIGINT)
		<-exited
		return d, nil
	case line := <-failed:
		cmd.Process.Signal(syscall.SIGINT)
		<-exited
		return 0, fmt.Errorf("%v did not attach: %s", argv, line)
	case err := <-exited:
		return 0, fmt.Errorf("%v exited before a line matched %q: %v", argv, re, err)
	case <-time.After(60 * time.Second):
		cmd.Process.Kill()
		return 0, fmt.Errorf("%v: no line matched %q in 60 s", argv, re)
	}
}
