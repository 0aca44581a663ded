package parser

// sonde reads no kernel or C library header from disk: types come from
// BTF. But BTF holds no #define, and scripts written for bpftrace (whose
// clang does read the headers) use a few macro constants from them.
// headerMacros stands in for those: including one of these headers (when
// it is not found among the user's, include.go) defines its constants,
// unless the script defined them already. The values are kernel ABI and
// have not changed in years.
var headerMacros = map[string][][2]string{
	"linux/sched.h": {
		{"TASK_RUNNING", "0"}, {"TASK_INTERRUPTIBLE", "1"}, {"TASK_UNINTERRUPTIBLE", "2"},
		{"__TASK_STOPPED", "4"}, {"__TASK_TRACED", "8"}, {"EXIT_DEAD", "16"}, {"EXIT_ZOMBIE", "32"},
		{"TASK_PARKED", "64"}, {"TASK_DEAD", "128"}, {"TASK_WAKEKILL", "256"}, {"TASK_WAKING", "512"},
		{"TASK_NOLOAD", "1024"}, {"TASK_NEW", "2048"}, {"TASK_COMM_LEN", "16"},
	},
	"linux/socket.h": socketMacros,
	"sys/socket.h":   socketMacros,
	"net/tcp_states.h": {
		{"TCP_ESTABLISHED", "1"}, {"TCP_SYN_SENT", "2"}, {"TCP_SYN_RECV", "3"}, {"TCP_FIN_WAIT1", "4"},
		{"TCP_FIN_WAIT2", "5"}, {"TCP_TIME_WAIT", "6"}, {"TCP_CLOSE", "7"}, {"TCP_CLOSE_WAIT", "8"},
		{"TCP_LAST_ACK", "9"}, {"TCP_LISTEN", "10"}, {"TCP_CLOSING", "11"}, {"TCP_NEW_SYN_RECV", "12"},
	},
}

var socketMacros = [][2]string{
	{"AF_UNSPEC", "0"}, {"AF_UNIX", "1"}, {"AF_LOCAL", "1"}, {"AF_INET", "2"}, {"AF_INET6", "10"},
	{"AF_NETLINK", "16"}, {"AF_PACKET", "17"},
	{"PF_UNSPEC", "0"}, {"PF_UNIX", "1"}, {"PF_LOCAL", "1"}, {"PF_INET", "2"}, {"PF_INET6", "10"},
	{"PF_NETLINK", "16"}, {"PF_PACKET", "17"},
	{"SOCK_STREAM", "1"}, {"SOCK_DGRAM", "2"}, {"SOCK_RAW", "3"},
}

// defineHeaderMacros defines the constants of an included header.
func (pp *preproc) defineHeaderMacros(path string) {
	for _, kv := range headerMacros[path] {
		if _, ok := pp.exp.macros[kv[0]]; ok {
			continue
		}
		pp.exp.macros[kv[0]] = &macro{name: kv[0], body: []Token{{Kind: INT, Text: kv[1]}}}
	}
}
