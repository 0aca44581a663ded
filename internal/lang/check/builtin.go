package check

// This file is the table of builtin functions, in the way go/types ties
// its builtinId to predeclaredFuncs: one entry per function, indexed by
// its Builtin id, says its name, how many arguments it takes, whether it
// is a statement or an aggregation, and which checker method types it.
// The table drives arity checks, "did you mean", the code generator's
// dispatch (on Call.Builtin, never on the name) and the listing for docs.
// The builtin variables have a table of their own, BuiltinVars, indexed
// by BuiltinVar: the checker records each use in Instance.Idents, and the
// code generator and the tracefs backend dispatch on its id.

import (
	"fmt"
	"io"

	"sonde/internal/kernel/abi"
	"sonde/internal/lang/ast"
	"sonde/internal/lang/types"
)

// Builtin identifies a builtin function: an index into Builtins. The zero
// value is no builtin (a macro).
type Builtin int

const (
	_ Builtin = iota
	FnPrintf
	FnSystem
	FnCat
	FnErrorf
	FnWarnf
	FnDebugf
	FnPrint
	FnTime
	FnStrftime
	FnJoin
	FnExit
	FnClear
	FnZero
	FnDelete
	FnHasKey
	FnLen
	FnStr
	FnBuf
	FnKsym
	FnUsym
	FnKaddr
	FnUaddr
	FnKstack
	FnUstack
	FnStrncmp
	FnStrcontains
	FnStrlen
	FnStrstr
	FnMemcmp
	FnStrcap
	FnDefaultStrLength
	FnIsStr
	FnIsInteger
	FnIsUnsignedInteger
	FnIsPtr
	FnIsArray
	FnIsLiteral
	FnStaticAssert
	FnKfuncExist
	FnKfuncAllowed
	FnInCgroup
	FnReg
	FnCgroupid
	FnCgroupPath
	FnContainerID
	FnPodUID
	FnPodName
	FnPodNamespace
	FnSignal
	FnSignalThread
	FnOverride
	FnPath
	FnUnwatch
	FnSkboutput
	FnStrerror
	FnMacaddr
	FnNtop
	FnPton
	FnGetopt
	FnUptr
	FnKptr
	FnBswap
	FnNsecs
	FnPid
	FnTid
	FnPcomm
	FnPpid
	FnSignalName
	FnSyscallName
	FnFail
	FnAssert
	FnLeaderTid
	FnLeaderComm
	FnIsErr
	FnContainerOf
	FnStrConcat
	FnComm
	FnPercpuKaddr
	FnSocketCookie
	FnWriteUser
	FnFind
	FnDwUstack
	FnCount
	FnSum
	FnAvg
	FnMin
	FnMax
	FnStats
	FnHist
	FnLHist
	FnTseries
	FnLLHist
	FnPrinta
	FnNormalize
	FnTrunc
	FnSpeculation
	FnSpeculate
	FnCommit
	FnDiscard
	FnEntry
	numBuiltins
)

// Variadic is BuiltinInfo.Max of a function taking any number of
// arguments after its first Min.
const Variadic = 1 << 20

// BuiltinInfo describes one builtin function.
type BuiltinInfo struct {
	Name     string
	Min, Max int           // the number of arguments; Max is Variadic for no limit
	Stmt     bool          // a statement: it has no value
	Agg      types.AggKind // an aggregation, assigned directly to a map
	// NotYet is checked but has no code generated (bpftrace has it in
	// later versions): it is not advertised, and compiling it says so.
	NotYet bool
	// check types a call, after the arity check it makes itself with
	// k.nargs() where bpftrace reports it (an aggregation's is
	// checker.aggregation).
	check func(c *checker, e *ast.CallExpr, k *callSite) *types.Type
}

// Builtins is the table of builtin functions, indexed by Builtin. It is
// filled by init: its check methods reach back to the checker, which
// reads the table.
var Builtins [numBuiltins]BuiltinInfo

// builtinByName maps a name to its Builtin.
var builtinByName = map[string]Builtin{}

func init() {
	Builtins = [numBuiltins]BuiltinInfo{
		FnPrintf:      {Name: "printf", Min: 1, Max: Variadic, Stmt: true, check: (*checker).builtinPrintf},
		FnSystem:      {Name: "system", Min: 1, Max: Variadic, Stmt: true, check: (*checker).builtinPrintf},
		FnCat:         {Name: "cat", Min: 1, Max: Variadic, Stmt: true, check: (*checker).builtinPrintf},
		FnErrorf:      {Name: "errorf", Min: 1, Max: Variadic, Stmt: true, check: (*checker).builtinPrintf},
		FnWarnf:       {Name: "warnf", Min: 1, Max: Variadic, Stmt: true, check: (*checker).builtinPrintf},
		FnDebugf:      {Name: "debugf", Min: 1, Max: Variadic, Stmt: true, check: (*checker).builtinDebugf},
		FnPrint:       {Name: "print", Min: 1, Max: 3, Stmt: true, check: (*checker).builtinPrint},
		FnTime:        {Name: "time", Min: 0, Max: 1, Stmt: true, check: (*checker).builtinTime},
		FnStrftime:    {Name: "strftime", Min: 2, Max: 2, check: (*checker).builtinStrftime},
		FnJoin:        {Name: "join", Min: 1, Max: 2, Stmt: true, check: (*checker).builtinJoin},
		FnExit:        {Name: "exit", Min: 0, Max: 1, Stmt: true, check: (*checker).builtinExit},
		FnClear:       {Name: "clear", Min: 1, Max: 1, Stmt: true, check: (*checker).builtinClear},
		FnZero:        {Name: "zero", Min: 1, Max: 1, Stmt: true, check: (*checker).builtinClear},
		FnDelete:      {Name: "delete", Min: 1, Max: 2, Stmt: true, check: (*checker).builtinDelete},
		FnHasKey:      {Name: "has_key", Min: 2, Max: 2, check: (*checker).builtinHasKey},
		FnLen:         {Name: "len", Min: 1, Max: 1, check: (*checker).builtinLen},
		FnStr:         {Name: "str", Min: 1, Max: 2, check: (*checker).builtinStr},
		FnBuf:         {Name: "buf", Min: 1, Max: 2, check: (*checker).builtinBuf},
		FnKsym:        {Name: "ksym", Min: 1, Max: 1, check: (*checker).builtinKsym},
		FnUsym:        {Name: "usym", Min: 1, Max: 1, check: (*checker).builtinKsym},
		FnKaddr:       {Name: "kaddr", Min: 1, Max: 1, check: (*checker).builtinKaddr},
		FnUaddr:       {Name: "uaddr", Min: 1, Max: 1, check: (*checker).builtinUaddr},
		FnKstack:      {Name: "kstack", Min: 0, Max: 2, check: (*checker).builtinKstack},
		FnUstack:      {Name: "ustack", Min: 0, Max: 2, check: (*checker).builtinKstack},
		FnStrncmp:     {Name: "strncmp", Min: 3, Max: 3, check: (*checker).builtinStrncmp},
		FnStrcontains: {Name: "strcontains", Min: 2, Max: 2, check: (*checker).builtinStrcontains},
		// Newest bpftrace's stdlib functions written in its language (stdlib.go).
		FnStrlen:            {Name: "strlen", Min: 1, Max: 1, check: (*checker).builtinStrlen},
		FnStrstr:            {Name: "strstr", Min: 2, Max: 2, check: (*checker).builtinStrcontains},
		FnMemcmp:            {Name: "memcmp", Min: 3, Max: 3, check: (*checker).builtinMemcmp},
		FnStrcap:            {Name: "strcap", Min: 1, Max: 1, check: (*checker).builtinStrcap},
		FnDefaultStrLength:  {Name: "default_str_length", Min: 0, Max: 0, check: (*checker).builtinDefaultStrLength},
		FnIsStr:             {Name: "is_str", Min: 1, Max: 1, check: (*checker).builtinIsType},
		FnIsInteger:         {Name: "is_integer", Min: 1, Max: 1, check: (*checker).builtinIsType},
		FnIsUnsignedInteger: {Name: "is_unsigned_integer", Min: 1, Max: 1, check: (*checker).builtinIsType},
		FnIsPtr:             {Name: "is_ptr", Min: 1, Max: 1, check: (*checker).builtinIsType},
		FnIsArray:           {Name: "is_array", Min: 1, Max: 1, check: (*checker).builtinIsType},
		FnIsLiteral:         {Name: "is_literal", Min: 1, Max: 1, check: (*checker).builtinIsType},
		FnStaticAssert:      {Name: "static_assert", Min: 2, Max: 2, Stmt: true, check: (*checker).builtinStaticAssert},
		FnKfuncExist:        {Name: "kfunc_exist", Min: 1, Max: 1, check: (*checker).builtinKfuncExist},
		FnKfuncAllowed:      {Name: "kfunc_allowed", Min: 1, Max: 1, check: (*checker).builtinKfuncAllowed},
		FnInCgroup:          {Name: "in_cgroup", Min: 1, Max: 1, check: (*checker).builtinInCgroup},
		FnSignalThread:      {Name: "signal_thread", Min: 1, Max: 1, Stmt: true, check: (*checker).builtinSignal},
		FnPpid:              {Name: "ppid", Min: 0, Max: 1, check: (*checker).builtinPpid},

		FnReg:        {Name: "reg", Min: 1, Max: 1, check: (*checker).builtinReg},
		FnCgroupid:   {Name: "cgroupid", Min: 1, Max: 1, check: (*checker).builtinCgroupid},
		FnCgroupPath: {Name: "cgroup_path", Min: 1, Max: 2, check: (*checker).builtinCgroupPath},
		// sonde's: the container of a cgroup (by default the current task's)
		FnContainerID:  {Name: "container_id", Min: 0, Max: 1, check: (*checker).builtinContainer},
		FnPodUID:       {Name: "pod_uid", Min: 0, Max: 1, check: (*checker).builtinContainer},
		FnPodName:      {Name: "pod_name", Min: 0, Max: 1, check: (*checker).builtinContainer},
		FnPodNamespace: {Name: "pod_namespace", Min: 0, Max: 1, check: (*checker).builtinContainer},
		FnSignal:       {Name: "signal", Min: 1, Max: 1, Stmt: true, check: (*checker).builtinSignal},
		FnOverride:     {Name: "override", Min: 1, Max: 1, Stmt: true, check: (*checker).builtinOverride},
		FnPath:         {Name: "path", Min: 1, Max: 1, check: (*checker).builtinPath},
		FnUnwatch:      {Name: "unwatch", Min: 1, Max: 1, Stmt: true, check: (*checker).builtinUnwatch},
		FnSkboutput:    {Name: "skboutput", Min: 4, Max: 4, check: (*checker).builtinSkboutput},
		FnStrerror:     {Name: "strerror", Min: 1, Max: 1, check: (*checker).builtinStrerror},
		FnMacaddr:      {Name: "macaddr", Min: 1, Max: 1, check: (*checker).builtinMacaddr},
		FnNtop:         {Name: "ntop", Min: 1, Max: 2, check: (*checker).builtinNtop},
		FnPton:         {Name: "pton", Min: 1, Max: 1, check: (*checker).builtinPton},
		FnGetopt:       {Name: "getopt", Min: 1, Max: 2, check: (*checker).builtinGetopt},
		FnUptr:         {Name: "uptr", Min: 1, Max: 1, check: (*checker).builtinUptr},
		FnKptr:         {Name: "kptr", Min: 1, Max: 1, check: (*checker).builtinUptr},
		FnBswap:        {Name: "bswap", Min: 1, Max: 1, check: (*checker).builtinBswap},
		FnNsecs:        {Name: "nsecs", Min: 0, Max: 1, check: (*checker).builtinNsecs},
		FnPid:          {Name: "pid", Min: 0, Max: 1, check: (*checker).builtinPid},
		FnTid:          {Name: "tid", Min: 0, Max: 1, check: (*checker).builtinPid},
		FnPcomm:        {Name: "pcomm", Min: 0, Max: 1, check: (*checker).builtinPcomm},
		FnSignalName:   {Name: "signal_name", Min: 1, Max: 1, check: (*checker).builtinNameOf},
		FnSyscallName:  {Name: "syscall_name", Min: 1, Max: 1, check: (*checker).builtinNameOf},
		FnFail:         {Name: "fail", Min: 1, Max: Variadic, Stmt: true, check: (*checker).builtinFail},
		FnAssert:       {Name: "assert", Min: 2, Max: 2, Stmt: true, check: (*checker).builtinAssert},
		FnLeaderTid:    {Name: "leader_tid", Min: 0, Max: 1, check: (*checker).builtinLeader},
		FnLeaderComm:   {Name: "leader_comm", Min: 0, Max: 1, check: (*checker).builtinLeader},
		FnIsErr:        {Name: "is_err", Min: 1, Max: 1, check: (*checker).builtinIsErr},
		FnContainerOf:  {Name: "container_of", Min: 3, Max: 3, check: (*checker).builtinContainerOf},
		FnStrConcat:    {Name: "str_concat", Min: 2, Max: 2, check: (*checker).builtinStrConcat},
		FnComm:         {Name: "comm", Min: 0, Max: 1, check: (*checker).builtinComm},
		FnPercpuKaddr:  {Name: "percpu_kaddr", Min: 1, Max: 2, check: (*checker).builtinPercpuKaddr},
		FnSocketCookie: {Name: "socket_cookie", Min: 1, Max: 1, check: (*checker).builtinSocketCookie},
		FnWriteUser:    {Name: "write_user", Min: 3, Max: 3, check: (*checker).builtinWriteUser},
		FnFind:         {Name: "find", Min: 3, Max: 3, check: (*checker).builtinFind},
		FnEntry:        {Name: "entry", Min: 1, Max: 1, check: (*checker).builtinEntry},
		FnDwUstack:     {Name: "dw_ustack", Min: 0, Max: 2, check: (*checker).builtinKstack},
		FnCount:        {Name: "count", Min: 0, Max: 0, Agg: types.AggCount},
		FnSum:          {Name: "sum", Min: 1, Max: 1, Agg: types.AggSum},
		FnAvg:          {Name: "avg", Min: 1, Max: 1, Agg: types.AggAvg},
		FnMin:          {Name: "min", Min: 1, Max: 1, Agg: types.AggMin},
		FnMax:          {Name: "max", Min: 1, Max: 1, Agg: types.AggMax},
		FnStats:        {Name: "stats", Min: 1, Max: 1, Agg: types.AggStats},
		FnHist:         {Name: "hist", Min: 1, Max: 2, Agg: types.AggHist},
		FnLHist:        {Name: "lhist", Min: 4, Max: 4, Agg: types.AggLHist},
		FnTseries:      {Name: "tseries", Min: 3, Max: 4, Agg: types.AggTseries},
		// sonde's extensions, from DTrace
		FnLLHist:      {Name: "llhist", Min: 5, Max: 5, Agg: types.AggLLHist},
		FnPrinta:      {Name: "printa", Min: 1, Max: 2, Stmt: true, check: (*checker).builtinPrinta},
		FnNormalize:   {Name: "normalize", Min: 2, Max: 2, Stmt: true, check: (*checker).builtinNormalize},
		FnTrunc:       {Name: "trunc", Min: 1, Max: 2, Stmt: true, check: (*checker).builtinTrunc},
		FnSpeculation: {Name: "speculation", Min: 0, Max: 0, check: (*checker).builtinSpeculation},
		FnSpeculate:   {Name: "speculate", Min: 1, Max: 1, Stmt: true, check: (*checker).builtinSpeculate},
		FnCommit:      {Name: "commit", Min: 1, Max: 1, Stmt: true, check: (*checker).builtinSpeculate},
		FnDiscard:     {Name: "discard", Min: 1, Max: 1, Stmt: true, check: (*checker).builtinSpeculate},
	}
	for id := Builtin(1); id < numBuiltins; id++ {
		builtinByName[Builtins[id].Name] = id
	}
}

// LookupBuiltin returns the Builtin named name, or 0.
func LookupBuiltin(name string) Builtin { return builtinByName[name] }

func (id Builtin) String() string { return Builtins[id].Name }

// Advertised reports whether the function is offered to users: listed,
// suggested by "did you mean" and compiled.
func (b *BuiltinInfo) Advertised() bool { return b.Name != "" && !b.NotYet }

// ListBuiltins writes one line per advertised builtin function (its name,
// the number of arguments it takes and what it is), then one per builtin
// variable.
func ListBuiltins(w io.Writer) {
	for id := Builtin(1); id < numBuiltins; id++ {
		b := &Builtins[id]
		if !b.Advertised() {
			continue
		}
		n := fmt.Sprintf("%d", b.Min)
		switch {
		case b.Max == Variadic:
			n += " or more"
		case b.Max != b.Min:
			n = fmt.Sprintf("%d to %d", b.Min, b.Max)
		}
		what := "expression"
		switch {
		case b.Agg != types.AggNone:
			what = "aggregation"
		case b.Stmt:
			what = "statement"
		}
		fmt.Fprintf(w, "%-12s %-10s %s\n", b.Name, n, what)
	}
	for _, v := range BuiltinVarNames() {
		fmt.Fprintf(w, "%-12s %-10s %s\n", v, "", "variable")
	}
}

// BuiltinVar identifies a builtin variable: an index into BuiltinVars.
// The zero value is no builtin variable.
type BuiltinVar int

const (
	_ BuiltinVar = iota
	VarPid
	VarTid
	VarPpid
	VarUid
	VarGid
	VarComm
	VarNsecs
	VarElapsed
	VarCpu
	VarNcpus
	VarRand
	VarCpid
	VarCgroup
	VarCurtask
	VarProbe
	VarFunc
	VarArgs
	VarRetval
	VarKstack
	VarUstack
	VarUsername
	VarJiffies
	VarUsermode
	VarNumaid
	VarPcomm
	VarProbetype
	VarHasCpid
	VarCtx
	VarLeaderTid
	VarLeaderComm
	VarConfig
	VarDwUstack
	VarLocals
	VarArg  // argN
	VarSarg // sargN
	numBuiltinVars
)

// BuiltinVarInfo describes one builtin variable.
type BuiltinVarInfo struct {
	Name string
	// Indexed variables are a family: Name followed by a number N (arg0,
	// sarg2). Suggest is how many of them, from 0, "did you mean" and
	// the listing offer.
	Indexed bool
	Suggest int
	// check types a use; n is N of an indexed variable.
	check func(c *checker, e *ast.Ident, n int) *types.Type
}

// BuiltinVars is the table of builtin variables, indexed by BuiltinVar,
// filled by init as Builtins is.
var BuiltinVars [numBuiltinVars]BuiltinVarInfo

// VarRef is a use of a builtin variable: which, and N of an indexed one.
type VarRef struct {
	Var BuiltinVar
	N   int
	// FuncIP: func is read with bpf_get_func_ip, not from the IP
	// register (a uretprobe's func under newest bpftrace's rules).
	FuncIP bool
}

func init() {
	u32 := func(*checker, *ast.Ident, int) *types.Type { return types.U32 }
	u64 := func(*checker, *ast.Ident, int) *types.Type { return types.U64 }
	BuiltinVars = [numBuiltinVars]BuiltinVarInfo{
		VarPid:      {Name: "pid", check: u32},
		VarTid:      {Name: "tid", check: u32},
		VarPpid:     {Name: "ppid", check: (*checker).varPpid},
		VarUid:      {Name: "uid", check: u32},
		VarGid:      {Name: "gid", check: u32},
		VarComm:     {Name: "comm", check: func(*checker, *ast.Ident, int) *types.Type { return types.StringOf(16) }},
		VarNsecs:    {Name: "nsecs", check: u64},
		VarElapsed:  {Name: "elapsed", check: u64},
		VarCpu:      {Name: "cpu", check: u32},
		VarNcpus:    {Name: "ncpus", check: (*checker).varNcpus},
		VarRand:     {Name: "rand", check: u32},
		VarCpid:     {Name: "cpid", check: (*checker).varCpid},
		VarCgroup:   {Name: "cgroup", check: u64},
		VarCurtask:  {Name: "curtask", check: (*checker).varCurtask},
		VarProbe:    {Name: "probe", check: (*checker).varProbe},
		VarFunc:     {Name: "func", check: (*checker).varFunc},
		VarArgs:     {Name: "args", check: (*checker).varArgs},
		VarRetval:   {Name: "retval", check: (*checker).varRetval},
		VarKstack:   {Name: "kstack", check: (*checker).varStack},
		VarUstack:   {Name: "ustack", check: (*checker).varStack},
		VarUsername: {Name: "username", check: func(*checker, *ast.Ident, int) *types.Type { return &types.Type{Kind: types.Username, Size: 8} }},
		VarJiffies:  {Name: "jiffies", check: u64},
		VarUsermode: {Name: "usermode", check: func(*checker, *ast.Ident, int) *types.Type { return types.U8 }},
		VarNumaid:   {Name: "numaid", check: u32},
		VarArg:      {Name: "arg", Indexed: true, Suggest: len(abi.ArgRegs), check: (*checker).varArg},
		VarSarg:     {Name: "sarg", Indexed: true, Suggest: 3, check: (*checker).varSarg},
		// newest bpftrace's
		VarPcomm:     {Name: "pcomm", check: (*checker).varPcomm},
		VarProbetype: {Name: "probetype", check: (*checker).varProbetype},
		VarHasCpid:   {Name: "has_cpid", check: (*checker).varHasCpid},
		VarCtx:       {Name: "ctx", check: (*checker).varCtx},
		VarDwUstack:  {Name: "dw_ustack", check: (*checker).varStack},
		// sonde's
		VarLocals:     {Name: "locals", check: (*checker).varLocals},
		VarLeaderTid:  {Name: "leader_tid", check: (*checker).varLeader},
		VarLeaderComm: {Name: "leader_comm", check: (*checker).varLeader},
		VarConfig:     {Name: "config", check: (*checker).varConfig},
	}
	for id := BuiltinVar(1); id < numBuiltinVars; id++ {
		if !BuiltinVars[id].Indexed {
			varByName[BuiltinVars[id].Name] = id
		}
	}
}

var varByName = map[string]BuiltinVar{}

// LookupBuiltinVar returns the builtin variable named name: pid, or
// arg3 as VarArg and 3.
func LookupBuiltinVar(name string) (VarRef, bool) {
	if id, ok := varByName[name]; ok {
		return VarRef{Var: id}, true
	}
	for id := BuiltinVar(1); id < numBuiltinVars; id++ {
		if b := &BuiltinVars[id]; b.Indexed {
			if n, ok := argIndex(name, b.Name); ok {
				return VarRef{Var: id, N: n}, true
			}
		}
	}
	return VarRef{}, false
}

func (id BuiltinVar) String() string { return BuiltinVars[id].Name }

// BuiltinVarNames are the names of the builtin variables, as "did you
// mean" offers them for an unknown identifier and ListBuiltins lists them.
func BuiltinVarNames() []string {
	var names []string
	for id := BuiltinVar(1); id < numBuiltinVars; id++ {
		b := &BuiltinVars[id]
		if !b.Indexed {
			names = append(names, b.Name)
			continue
		}
		for n := range b.Suggest {
			names = append(names, fmt.Sprintf("%s%d", b.Name, n))
		}
	}
	return names
}

// callSite is one builtin call being checked.
type callSite struct {
	c     *checker
	e     *ast.CallExpr
	id    Builtin
	b     *BuiltinInfo
	call  *Call
	fname ast.Node // the function name, where errors about it point
	stmt  bool     // the value is unused
}

// nargs checks the number of arguments against the table. On a mismatch
// it reports it, types the arguments and returns false.
func (k *callSite) nargs() bool {
	c, e, lo, hi := k.c, k.e, k.b.Min, k.b.Max
	if len(e.Args) >= lo && len(e.Args) <= hi {
		return true
	}
	switch {
	case lo == hi:
		c.errorf(e, "%s() takes %d argument%s, found %d", e.Func, lo, plural(lo), len(e.Args))
	case hi == Variadic:
		c.errorf(e, "%s() takes at least %d argument%s, found %d", e.Func, lo, plural(lo), len(e.Args))
	default:
		c.errorf(e, "%s() takes %d to %d arguments, found %d", e.Func, lo, hi, len(e.Args))
	}
	for _, a := range e.Args {
		c.expr(a)
	}
	return false
}
