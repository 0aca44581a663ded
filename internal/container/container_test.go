package container

import (
	"context"
	"encoding/json"
	"maps"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const (
	idDocker   = "3f2a9c81d0e4b5a6978812345678901234567890abcdef0123456789abcdef01"
	idCRI      = "8b1c0d2e3f4a5b6c7d8e9f00112233445566778899aabbccddeeff0011223344"
	idCgfs     = "8b1c77777777777777777777777777777777777777777777777777777777aaaa"
	idCrio     = "c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00"
	podUID     = "1a2b3c4d-5e6f-7081-92a3-b4c5d6e7f809"
	podSystemd = "1a2b3c4d_5e6f_7081_92a3_b4c5d6e7f809"
)

// fakeTree lays out the cgroups of a node running docker and kubelet
// (both cgroup drivers) under a temporary root.
func fakeTree(t *testing.T) string {
	root := t.TempDir()
	for _, d := range []string{
		"system.slice/docker-" + idDocker + ".scope",
		"system.slice/cron.service",
		"kubepods.slice/kubepods-burstable.slice/kubepods-burstable-pod" + podSystemd + ".slice/cri-containerd-" + idCRI + ".scope",
		"kubepods/besteffort/pod" + podUID + "/" + idCgfs + "/sub",
		"machine.slice/crio-" + idCrio + ".scope",
	} {
		if err := os.MkdirAll(filepath.Join(root, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

func TestParse(t *testing.T) {
	for _, c := range []struct {
		path string
		want Info
	}{
		{"/system.slice/docker-" + idDocker + ".scope", Info{ID: idDocker, Runtime: "docker"}},
		{"/docker/" + idDocker, Info{ID: idDocker, Runtime: "docker"}},
		{"/kubepods.slice/kubepods-burstable.slice/kubepods-burstable-pod" + podSystemd + ".slice/cri-containerd-" + idCRI + ".scope",
			Info{ID: idCRI, Runtime: "containerd", PodUID: podUID}},
		{"/kubepods/besteffort/pod" + podUID + "/" + idCgfs, Info{ID: idCgfs, Runtime: "kubernetes", PodUID: podUID}},
		{"/kubepods/pod" + podUID + "/" + idCgfs + "/sub", Info{ID: idCgfs, Runtime: "kubernetes", PodUID: podUID}},
		{"/machine.slice/libpod-" + idCrio + ".scope/container", Info{ID: idCrio, Runtime: "podman"}},
		{"/kubepods.slice/kubepods-pod" + podSystemd + ".slice", Info{Runtime: "kubernetes", PodUID: podUID}},
		{"/system.slice/cron.service", Info{}},
		{"/", Info{}},
	} {
		if got := Parse(c.path); got != c.want {
			t.Errorf("Parse(%s) = %+v, want %+v", c.path, got, c.want)
		}
	}
}

func TestFindByID(t *testing.T) {
	root := fakeTree(t)
	for _, c := range []struct{ ref, dir, id string }{
		{idDocker[:12], "system.slice/docker-" + idDocker + ".scope", idDocker},
		{strings.ToUpper(idDocker[:5]), "system.slice/docker-" + idDocker + ".scope", idDocker},
		{idCRI, "kubepods.slice/kubepods-burstable.slice/kubepods-burstable-pod" + podSystemd + ".slice/cri-containerd-" + idCRI + ".scope", idCRI},
		{"8b1c7", "kubepods/besteffort/pod" + podUID + "/" + idCgfs, idCgfs},
		{"c0f", "machine.slice/crio-" + idCrio + ".scope", idCrio},
	} {
		f, err := FindByID(root, c.ref)
		if err != nil || f.Dir != filepath.Join(root, c.dir) || f.ID != c.id {
			t.Errorf("FindByID(%s) = %+v, %v; want %s", c.ref, f, err, c.dir)
		}
	}
	for ref, want := range map[string]string{
		"8b1c": "container ID 8b1c is ambiguous: 2 containers match",
		"dead": "no container with ID dead in the cgroups under " + root,
		"xyz":  `"xyz" is not a container ID`,
	} {
		if _, err := FindByID(root, ref); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("FindByID(%s): %v, want %q", ref, err, want)
		}
	}
}

// dockerServer serves docker's Engine API's container list on a unix
// socket, as dockerd does (its JSON, its field names).
func dockerServer(t *testing.T, list string) string {
	sock := filepath.Join(t.TempDir(), "docker.sock")
	l, err := net.Listen("unix", sock)
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet || r.URL.Path != "/containers/json" {
			http.Error(w, `{"message":"page not found"}`, http.StatusNotFound)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Api-Version", "1.43")
		w.Write([]byte(list))
	})}
	go srv.Serve(l)
	t.Cleanup(func() { srv.Close() })
	return sock
}

func TestResolveByName(t *testing.T) {
	root := fakeTree(t)
	list, _ := json.Marshal([]map[string]any{
		{"Id": idDocker, "Names": []string{"/web"}, "Image": "nginx", "State": "running",
			"Labels": map[string]string{"io.kubernetes.pod.name": "web-0", "io.kubernetes.pod.namespace": "shop"}},
		{"Id": "ffff" + idDocker[4:], "Names": []string{"/gone"}, "State": "running"},
	})
	sock := dockerServer(t, string(list))
	sockets := []Socket{{"docker", sock}}
	ctx := context.Background()
	f, err := Resolve(ctx, root, "web", sockets)
	if err != nil || f.ID != idDocker {
		t.Fatalf("Resolve(web) = %+v, %v", f, err)
	}
	if f, err := Resolve(ctx, root, "/web", sockets); err != nil || f.ID != idDocker {
		t.Errorf("Resolve(/web) = %+v, %v", f, err)
	}
	// An ID goes by the cgroups first, and needs no socket.
	if f, err := Resolve(ctx, root, idCRI[:8], nil); err != nil || f.ID != idCRI {
		t.Errorf("Resolve(%s) = %+v, %v", idCRI[:8], f, err)
	}
	named, err := DockerList(ctx, sock)
	if err != nil || len(named) != 2 || named[0].Labels["io.kubernetes.pod.namespace"] != "shop" || named[0].Names[0] != "web" {
		t.Errorf("DockerList = %+v, %v", named, err)
	}
	cri := filepath.Join(t.TempDir(), "containerd.sock") // no one listens
	os.WriteFile(cri, nil, 0o600)
	// A runtime that does not answer (containerd with its CRI plugin
	// off, as docker's) leaves the name to the others.
	if f, err := Resolve(ctx, root, "web", []Socket{{"containerd", cri}, {"docker", sock}}); err != nil || f.ID != idDocker {
		t.Errorf("Resolve(web) past a dead CRI socket = %+v, %v", f, err)
	}
	for _, c := range []struct {
		ref     string
		sockets []Socket
		want    string
	}{
		{"mysql", sockets, `no container "mysql": searched names through ` + sock},
		{"gone", sockets, `container "gone" is ffff` + idDocker[4:12] + ", but: no container with ID"},
		{"mysql", nil, `no container "mysql": searched no container runtime socket`},
		{"mysql", []Socket{{"containerd", cri}}, `no container "mysql": searched not names through ` + cri + " (CRI on " + cri + ": "},
		{"abc123", sockets, `no container "abc123": searched IDs in ` + root + "'s container cgroups; names through"},
		{"web", []Socket{{"docker", filepath.Join(root, "system.slice")}}, "(docker API on"},
	} {
		if _, err := Resolve(ctx, root, c.ref, c.sockets); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Resolve(%s): %v, want %q", c.ref, err, c.want)
		}
	}
}

func TestResolver(t *testing.T) {
	list, _ := json.Marshal([]map[string]any{
		{"Id": idCRI, "Names": []string{"/k8s_web_web-0_shop_" + podUID + "_0"},
			"Labels": map[string]string{"io.kubernetes.pod.name": "web-0", "io.kubernetes.pod.namespace": "shop", "io.kubernetes.pod.uid": podUID}},
	})
	sock := dockerServer(t, string(list))
	paths := map[uint64]string{
		7: "/kubepods.slice/kubepods-burstable.slice/kubepods-burstable-pod" + podSystemd + ".slice/cri-containerd-" + idCRI + ".scope",
		8: "/system.slice/docker-" + idDocker + ".scope",
		9: "/user.slice",
	}
	walks := 0
	r := &Resolver{Sockets: []Socket{{"docker", sock}}, Paths: func() map[uint64]string {
		walks++
		return maps.Clone(paths)
	}}
	want := Identity{Info: Info{ID: idCRI, Runtime: "containerd", PodUID: podUID}, PodName: "web-0", PodNamespace: "shop"}
	if got := r.Of(7); got != want {
		t.Errorf("Of(7) = %+v, want %+v", got, want)
	}
	if got := r.Of(7); got != want || walks != 1 {
		t.Errorf("Of(7) again = %+v, after %d walks", got, walks)
	}
	if got := r.Of(8); got != (Identity{Info: Info{ID: idDocker, Runtime: "docker"}}) || got.Field("id") != idDocker || got.Field("pod") != "" {
		t.Errorf("Of(8) = %+v", got)
	}
	if got := r.Of(9); got != (Identity{}) || walks != 1 {
		t.Errorf("Of(9) = %+v, after %d walks", got, walks)
	}
	// A cgroup made after the walk is found by walking again; one gone
	// is remembered as none.
	paths[10] = "/docker/" + idDocker
	if got := r.Of(10); got.ID != idDocker || walks != 2 {
		t.Errorf("Of(10) = %+v, after %d walks", got, walks)
	}
	if got := r.Of(11); got != (Identity{}) || walks != 3 || r.Of(11) != got || walks != 3 {
		t.Errorf("Of(11) = %+v, after %d walks", got, walks)
	}
	for f, v := range map[string]string{"id": idCRI, "pod_uid": podUID, "pod": "web-0", "namespace": "shop"} {
		if got := want.Field(f); got != v {
			t.Errorf("Field(%s) = %q, want %q", f, got, v)
		}
	}
}

// existing keeps the sockets that exist, once each: a symbolic link to
// one listed already is the same runtime.
func TestExistingSockets(t *testing.T) {
	dir := t.TempDir()
	sock, link := filepath.Join(dir, "docker.sock"), filepath.Join(dir, "link.sock")
	if err := os.WriteFile(sock, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(sock, link); err != nil {
		t.Fatal(err)
	}
	got := existing([]Socket{{"docker", sock}, {"docker", link}, {"crio", filepath.Join(dir, "none.sock")}})
	if len(got) != 1 || got[0].Path != sock {
		t.Errorf("existing = %v, want only %s", got, sock)
	}
}
