package format

import "strconv"

// The GFP flags %gr names (newest bpftrace's "%gr": "Formats GFP (Get
// Free Pages) flags into human-readable strings, similar to Linux
// kernel's %pGg format"). The bits are those of the kernel's
// include/linux/gfp_types.h, the same in every configuration below bit 24;
// the names and their order are those of the kernel's %pGg table
// (include/trace/events/mmflags.h): combinations first, each printed when
// all its bits are set and then cleared, what no name covers in hex.
const (
	gfpDMA = 1 << iota
	gfpHighmem
	gfpDMA32
	gfpMovable
	gfpReclaimable
	gfpHigh
	gfpIO
	gfpFS
	gfpZero
	_ // unused since Linux 6.3 (__GFP_ATOMIC before)
	gfpDirectReclaim
	gfpKswapdReclaim
	gfpWrite
	gfpNowarn
	gfpRetryMayfail
	gfpNofail
	gfpNoretry
	gfpMemalloc
	gfpComp
	gfpNomemalloc
	gfpHardwall
	gfpThisnode
	gfpAccount
	gfpZerotags

	gfpReclaim         = gfpDirectReclaim | gfpKswapdReclaim
	gfpKernel          = gfpReclaim | gfpIO | gfpFS
	gfpUser            = gfpKernel | gfpHardwall
	gfpHighuser        = gfpUser | gfpHighmem
	gfpHighuserMovable = gfpHighuser | gfpMovable
	gfpTranshugeLight  = (gfpHighuserMovable | gfpComp | gfpNomemalloc | gfpNowarn) &^ gfpReclaim
)

var gfpNames = []struct {
	mask uint64
	name string
}{
	{gfpTranshugeLight | gfpDirectReclaim, "GFP_TRANSHUGE"},
	{gfpTranshugeLight, "GFP_TRANSHUGE_LIGHT"},
	{gfpHighuserMovable, "GFP_HIGHUSER_MOVABLE"},
	{gfpHighuser, "GFP_HIGHUSER"},
	{gfpUser, "GFP_USER"},
	{gfpKernel | gfpAccount, "GFP_KERNEL_ACCOUNT"},
	{gfpKernel, "GFP_KERNEL"},
	{gfpReclaim | gfpIO, "GFP_NOFS"},
	{gfpHigh | gfpKswapdReclaim, "GFP_ATOMIC"},
	{gfpReclaim, "GFP_NOIO"},
	{gfpKswapdReclaim | gfpNowarn, "GFP_NOWAIT"},
	{gfpDMA, "GFP_DMA"},
	{gfpHighmem, "__GFP_HIGHMEM"},
	{gfpDMA32, "GFP_DMA32"},
	{gfpHigh, "__GFP_HIGH"},
	{gfpIO, "__GFP_IO"},
	{gfpFS, "__GFP_FS"},
	{gfpNowarn, "__GFP_NOWARN"},
	{gfpRetryMayfail, "__GFP_RETRY_MAYFAIL"},
	{gfpNofail, "__GFP_NOFAIL"},
	{gfpNoretry, "__GFP_NORETRY"},
	{gfpComp, "__GFP_COMP"},
	{gfpZero, "__GFP_ZERO"},
	{gfpNomemalloc, "__GFP_NOMEMALLOC"},
	{gfpMemalloc, "__GFP_MEMALLOC"},
	{gfpHardwall, "__GFP_HARDWALL"},
	{gfpThisnode, "__GFP_THISNODE"},
	{gfpReclaimable, "__GFP_RECLAIMABLE"},
	{gfpMovable, "__GFP_MOVABLE"},
	{gfpAccount, "__GFP_ACCOUNT"},
	{gfpWrite, "__GFP_WRITE"},
	{gfpReclaim, "__GFP_RECLAIM"},
	{gfpDirectReclaim, "__GFP_DIRECT_RECLAIM"},
	{gfpKswapdReclaim, "__GFP_KSWAPD_RECLAIM"},
	{gfpZerotags, "__GFP_ZEROTAGS"},
}

// AppendGFP appends flags as %gr prints them: names joined by "|", then
// the bits no name covers in hex; "0" for none.
func AppendGFP(dst []byte, flags uint64) []byte {
	if flags == 0 {
		return append(dst, '0')
	}
	first := true
	sep := func() {
		if !first {
			dst = append(dst, '|')
		}
		first = false
	}
	for _, n := range gfpNames {
		if flags == 0 {
			break
		}
		if flags&n.mask == n.mask {
			sep()
			dst = append(dst, n.name...)
			flags &^= n.mask
		}
	}
	if flags != 0 {
		sep()
		dst = strconv.AppendUint(append(dst, "0x"...), flags, 16)
	}
	return dst
}
