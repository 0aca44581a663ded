package flame

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"sonde/internal/testutil"
)

// chromium loads page (a file in a fresh temporary directory) with
// fragment in headless Chromium, with the network pointing nowhere, and
// returns the DOM after the page's script ran and the URLs the page asked
// the network for, read from Chromium's net log (Chromium's own background
// requests have no origin; the page's have the file:// one).
func chromium(t *testing.T, page []byte, fragment string) (dom string, fetched []string) {
	t.Helper()
	bin, err := exec.LookPath("chromium")
	if err != nil {
		testutil.RequireKernel(t, "chromium is not installed (Debian package chromium)")
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "flame.html")
	if err := os.WriteFile(file, page, 0o644); err != nil {
		t.Fatal(err)
	}
	netlog := filepath.Join(dir, "net.json")
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, "--headless", "--no-sandbox", "--disable-gpu",
		"--user-data-dir="+filepath.Join(dir, "profile"),
		"--proxy-server=127.0.0.1:9", "--host-resolver-rules=MAP * ~NOTFOUND",
		"--disable-background-networking", "--no-first-run",
		"--log-net-log="+netlog, "--window-size=1280,800",
		"--dump-dom", "file://"+file+fragment)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("chromium: %v\n%s", err, stderr.String())
	}
	b, err := os.ReadFile(netlog)
	if err != nil {
		t.Fatal(err)
	}
	var log struct {
		Constants struct {
			LogEventTypes map[string]int `json:"logEventTypes"`
		} `json:"constants"`
		Events []struct {
			Type   int `json:"type"`
			Params struct {
				URL       string `json:"url"`
				Initiator string `json:"initiator"`
				NIK       string `json:"network_isolation_key"`
			} `json:"params"`
		} `json:"events"`
	}
	// Chromium may be stopped before it closes the log's array.
	if err := json.Unmarshal(b, &log); err != nil {
		s := strings.TrimRight(string(b), ",\n ")
		if err := json.Unmarshal([]byte(s+"]}"), &log); err != nil {
			t.Fatalf("net log: %v", err)
		}
	}
	start, ok := log.Constants.LogEventTypes["URL_REQUEST_START_JOB"]
	if !ok {
		t.Fatal("net log without URL_REQUEST_START_JOB")
	}
	for _, e := range log.Events {
		if e.Type == start && e.Params.URL != "" && (e.Params.Initiator != "not an origin" || strings.Contains(e.Params.NIK, "file:")) {
			fetched = append(fetched, e.Params.URL)
		}
	}
	return stdout.String(), fetched
}

// domFrame is a frame as the page drew it.
type domFrame struct {
	class, index, style, name string
}

var frameRE = regexp.MustCompile(`<div class="(f[^"]*)" data-i="(\d+)" style="([^"]*)">([^<]*)</div>`)

func domFrames(dom string) map[string]domFrame {
	frames := map[string]domFrame{}
	for _, m := range frameRE.FindAllStringSubmatch(dom, -1) {
		frames[m[4]] = domFrame{class: m[1], index: m[2], style: m[3], name: m[4]}
	}
	return frames
}

func hasClass(f domFrame, c string) bool {
	for _, x := range strings.Fields(f.class) {
		if x == c {
			return true
		}
	}
	return false
}

func TestHTMLChromium(t *testing.T) {
	var page bytes.Buffer
	if err := WriteHTML(&page, cpuProfile(t), "CPU profile <1>"); err != nil {
		t.Fatal(err)
	}
	dom, fetched := chromium(t, page.Bytes(), "#search=hot")
	if len(fetched) > 0 {
		t.Errorf("the page fetched %q", fetched)
	}
	frames := domFrames(dom)
	for _, name := range []string{"all", "prog", "main", "outer", "hot", "cold", "hot2", "inl", "write", "do_syscall_64", "clear_page", "other", "x", "[pid 42]", "libfoo.so+0x234"} {
		f, ok := frames[name]
		if !ok {
			t.Errorf("no frame %q in the DOM", name)
			continue
		}
		if match := name == "hot" || name == "hot2"; hasClass(f, "m") != match {
			t.Errorf("frame %q: class %q, highlighted should be %v", name, f.class, match)
		}
		if kernel := name == "do_syscall_64" || name == "clear_page"; hasClass(f, "k") != kernel {
			t.Errorf("frame %q: class %q, kernel should be %v", name, f.class, kernel)
		}
	}
	if len(frames) != 15 {
		t.Errorf("%d frames in the DOM, want 15", len(frames))
	}
	if !strings.Contains(dom, `id="matched">Matched: 52.94% (9 samples)<`) {
		t.Errorf("no matched share of 52.94%% (9 samples) in the DOM:\n%s", dom)
	}
	if !strings.Contains(dom, `<title>CPU profile &lt;1&gt;</title>`) || !strings.Contains(dom, `<h1 id="title">CPU profile &lt;1&gt;</h1>`) {
		t.Error("no title in the DOM")
	}
	if !strings.Contains(dom, `id="total">Total: 17 samples<`) {
		t.Error("no total of 17 samples in the DOM")
	}
	if !strings.Contains(frames["outer"].style, "width: 58.8235%") {
		t.Errorf("outer's style %q, want width 58.8235%%", frames["outer"].style)
	}

	// Off-CPU time, a regular expression (its "+" not a space), and a zoom into outer: its
	// callers stay below, dimmed, and the frames outside it go.
	outer := frames["outer"].index
	scaled := make([]stack, len(testStacks))
	for i, s := range testStacks {
		s.v *= 1500000
		scaled[i] = s
	}
	page.Reset()
	if err := WriteHTML(&page, build(t, "off-cpu", "nanoseconds", scaled), "off-CPU"); err != nil {
		t.Fatal(err)
	}
	dom, fetched = chromium(t, page.Bytes(), "#search=^(co+ld|inl)$&zoom="+outer)
	if len(fetched) > 0 {
		t.Errorf("the page fetched %q", fetched)
	}
	if !strings.Contains(dom, `id="matched">Matched: 17.65% (4.50 ms)<`) {
		t.Errorf("no matched share of 17.65%% (4.50 ms) in the DOM:\n%s", dom)
	}
	if !strings.Contains(dom, `id="total">Total: 25.50 ms<`) {
		t.Error("no total of 25.50 ms in the DOM")
	}
	frames = domFrames(dom)
	var names []string
	for n, f := range frames {
		names = append(names, n)
		if anc := n == "all" || n == "prog" || n == "main"; hasClass(f, "a") != anc {
			t.Errorf("zoomed: frame %q class %q, dimmed caller should be %v", n, f.class, anc)
		}
		if hasClass(f, "m") != (n == "cold") {
			t.Errorf("zoomed: frame %q class %q", n, f.class)
		}
	}
	if len(frames) != 6 {
		t.Errorf("zoomed frames %q, want all prog main outer cold hot", names)
	}
	if s := frames["outer"].style; !strings.Contains(s, "left: 0%; width: 100%") {
		t.Errorf("zoomed outer's style %q", s)
	}
	if s := frames["hot"].style; !strings.Contains(s, "left: 20%; width: 80%") {
		t.Errorf("zoomed hot's style %q", s)
	}
}

// TestChromiumSeesFetches is the net log check's control: a page that
// does fetch is caught.
func TestChromiumSeesFetches(t *testing.T) {
	page := `<!DOCTYPE html><html><body><img src="http://example.invalid/x.png">` +
		`<script>fetch("https://example.invalid/y").catch(function () {});</script></body></html>`
	_, fetched := chromium(t, []byte(page), "")
	want := map[string]bool{"http://example.invalid/x.png": true, "https://example.invalid/y": true}
	for _, u := range fetched {
		delete(want, u)
	}
	if len(want) > 0 {
		t.Errorf("fetches not seen: %v (saw %q)", want, fetched)
	}
}

func TestHTMLChromiumNoSamples(t *testing.T) {
	var page bytes.Buffer
	if err := WriteHTML(&page, build(t, "samples", "count", nil), "nothing"); err != nil {
		t.Fatal(err)
	}
	dom, _ := chromium(t, page.Bytes(), "#search=x")
	if !strings.Contains(dom, `<div id="graph" style="height: 17px;">No samples.</div>`) {
		t.Errorf("no \"No samples.\" in the DOM:\n%s", dom)
	}
}

// TestHTMLChromiumEvents drives the page as a user would, with events a
// script appended to a copy of it dispatches: a click on outer zooms into
// it, the mouse over hot shows its tooltip, and typing "co" in the search
// box highlights cold.
func TestHTMLChromiumEvents(t *testing.T) {
	var page bytes.Buffer
	if err := WriteHTML(&page, cpuProfile(t), "events"); err != nil {
		t.Fatal(err)
	}
	user := `<script>
function frame(name) {
  return Array.from(document.querySelectorAll(".f")).find(function (e) { return e.textContent === name; });
}
frame("outer").dispatchEvent(new MouseEvent("click", {bubbles: true}));
frame("hot").dispatchEvent(new MouseEvent("mousemove", {bubbles: true, clientX: 100, clientY: 100}));
var q = document.getElementById("search");
q.value = "co";
q.dispatchEvent(new Event("input", {bubbles: true}));
document.body.setAttribute("data-hash", location.hash);
</script>
</body>`
	html := strings.Replace(page.String(), "</body>", user, 1)
	dom, fetched := chromium(t, []byte(html), "")
	if len(fetched) > 0 {
		t.Errorf("the page fetched %q", fetched)
	}
	if !strings.Contains(dom, `<b>hot</b><br>8 samples, 47.06% (80.00% of the zoomed frame)</div>`) {
		t.Errorf("no tooltip for hot in the DOM:\n%s", dom)
	}
	if !strings.Contains(dom, `id="matched">Matched: 11.76% (2 samples)<`) {
		t.Errorf("no matched share of cold in the DOM")
	}
	frames := domFrames(dom)
	if len(frames) != 6 || !hasClass(frames["cold"], "m") || hasClass(frames["hot"], "m") || !hasClass(frames["main"], "a") {
		t.Errorf("frames after the zoom and search: %v", frames)
	}
	if want := `data-hash="#search=co&amp;zoom=` + frames["outer"].index + `"`; !strings.Contains(dom, want) {
		t.Errorf("the address's fragment is not %s", want)
	}
}
