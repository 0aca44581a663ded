#!/bin/sh
# bench/ftrace/measure.sh: one side of bench/ftrace/run (POSIX sh, so that
# busybox runs it in the VM). In the current directory, with the static
# fixtures ./getppid and ./pingpong there, runs each workload bare and under
# each tool named in $TOOLS, $REPS rounds interleaved, and prints a line
#   ROW WORKLOAD TOOL PROG_NS RECORDED LOST BYTES
# per run: the traced program's own wall time, the events recorded, the
# events lost and the bytes of trace data (ring-buffer pages; trace-cmd's
# before compression; the printf text).
# Environment: SONDE (sonde's path), TC (a command running trace-cmd, for
# the tool tracecmd), TOOLS (of ftrace tracecmd bpfcount bpfprintf), N
# (getppid calls), M (pingpong round trips), REPS.
set -u

# stat CMD...: the totals of a trace.dat's --stat output: recorded
# (read + still-buffered entries, which trace-cmd reads after taking its
# stats), lost (overrun + dropped) and data bytes.
stat() {
	"$@" | awk '
		/^entries:/ { rec += $2 }
		/^read events:/ { rec += $3 }
		/^overrun:/ { lost += $2 }
		/^dropped events:/ { lost += $3 }
		/bytes in size/ { b = $1; if ($5 ~ /^\(/) b = substr($5, 2); bytes += b }
		END { printf "%d %d %d", rec, lost, bytes }'
}

# run WORKLOAD TOOL: one measurement.
run() {
	w=$1 tool=$2
	case $w in
	getppid) prog="./getppid $N ns" ev=syscalls:sys_enter_getppid
		pf='printf("%d %d\n", pid, args.__syscall_nr);' ;;
	pingpong) prog="./pingpong $M ns" ev=sched:sched_switch
		pf='printf("%s %d %s %d\n", args.prev_comm, args.prev_pid, args.next_comm, args.next_pid);' ;;
	esac
	rm -f ns out err t.dat
	res="- - -"
	case $tool in
	bare) $prog ;;
	ftrace) "$SONDE" ftrace record -e "$ev" -o t.dat -- $prog 2>err
		res=$(stat "$SONDE" ftrace report --stat t.dat) ;;
	tracecmd) $TC record -e "$ev" -o t.dat $prog >err 2>&1
		res=$(stat $TC report --stat -i t.dat) ;;
	bpfcount) "$SONDE" -e "tracepoint:${ev%%:*}:${ev#*:} { @ = count(); }" -c "$prog" >out 2>err
		res="$(awk '/^@:/ { print $2 }' out) $(awk '/Lost/ { n += $2 } END { print n + 0 }' err) 0" ;;
	bpfprintf) "$SONDE" -e "tracepoint:${ev%%:*}:${ev#*:} { $pf }" -c "$prog" >out 2>err
		res="$(wc -l <out) $(awk '/Lost/ { n += $2 } END { print n + 0 }' err) $(wc -c <out)" ;;
	esac
	echo "ROW $w $tool $(cat ns 2>/dev/null || echo 0) $res"
}

for w in getppid pingpong; do
	r=0
	while [ $r -lt "$REPS" ]; do
		for tool in bare $TOOLS; do
			run $w $tool
		done
		r=$((r + 1))
	done
done
