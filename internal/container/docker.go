package container

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"regexp"
	"slices"
	"strings"
	"sync"
	"time"
)

// Socket is a container runtime's API socket.
type Socket struct {
	Runtime string // docker, containerd, crio
	Path    string
}

// DefaultSockets are where the runtimes listen: names are looked up
// through docker's Engine API (JSON over HTTP on the socket) and through
// the CRI (gRPC) of containerd and CRI-O.
var DefaultSockets = []Socket{
	{"docker", "/run/docker.sock"},
	{"docker", "/var/run/docker.sock"},
	{"containerd", "/run/containerd/containerd.sock"},
	{"crio", "/run/crio/crio.sock"},
}

// Named is a container as its runtime's API lists it.
type Named struct {
	ID     string
	Names  []string          // without docker's leading "/"
	Labels map[string]string // io.kubernetes.pod.name, io.kubernetes.pod.namespace, ...
}

// DockerList lists the running containers through docker's Engine API on
// the unix socket path (GET /containers/json).
func DockerList(ctx context.Context, path string) ([]Named, error) {
	client := &http.Client{Timeout: 5 * time.Second, Transport: &http.Transport{
		DialContext: func(ctx context.Context, _, _ string) (net.Conn, error) {
			return (&net.Dialer{}).DialContext(ctx, "unix", path)
		}}}
	defer client.CloseIdleConnections()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "http://docker/containers/json", nil)
	if err != nil {
		return nil, err
	}
	resp, err := client.Do(req)
	if err != nil {
		return nil, fmt.Errorf("docker API on %s: %w", path, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("docker API on %s: GET /containers/json: %s", path, resp.Status)
	}
	var list []struct {
		ID     string `json:"Id"`
		Names  []string
		Labels map[string]string
	}
	if err := json.NewDecoder(resp.Body).Decode(&list); err != nil {
		return nil, fmt.Errorf("docker API on %s: %w", path, err)
	}
	out := make([]Named, 0, len(list))
	for _, c := range list {
		n := Named{ID: c.ID, Labels: c.Labels}
		for _, name := range c.Names {
			n.Names = append(n.Names, strings.TrimPrefix(name, "/"))
		}
		out = append(out, n)
	}
	return out, nil
}

var hexRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^[0-9a-f]{1,64}$`)
})

// Resolve finds the cgroup of the container ref names, under the cgroup
// v2 hierarchy mounted at root: an ID (or a unique prefix of one) by the
// runtimes' cgroup names; otherwise a name, through the API of each of
// sockets that exists (docker's Engine API, the CRI of containerd and
// CRI-O). The error of a container found nowhere says what was searched.
func Resolve(ctx context.Context, root, ref string, sockets []Socket) (Found, error) {
	var searched []string
	if hexRE().MatchString(strings.ToLower(ref)) {
		f, err := FindByID(root, ref)
		if err == nil || !errors.Is(err, errNoID) {
			return f, err
		}
		searched = append(searched, fmt.Sprintf("IDs in %s's container cgroups", root))
	}
	present := existing(sockets)
	for _, s := range present {
		list, err := List(ctx, s)
		if err != nil { // say so, and try the other runtimes
			searched = append(searched, fmt.Sprintf("not names through %s (%v)", s.Path, err))
			continue
		}
		searched = append(searched, "names through "+s.Path)
		var ids []string
		for _, c := range list {
			if c.matches(ref) {
				ids = append(ids, c.ID)
			}
		}
		switch {
		case len(ids) > 1:
			return Found{}, fmt.Errorf("container name %q is ambiguous: %d containers have it through %s (give POD/NAME, NAMESPACE/POD/NAME or the ID)", ref, len(ids), s.Path)
		case len(ids) == 1:
			f, err := FindByID(root, ids[0])
			if err != nil {
				return Found{}, fmt.Errorf("container %q is %.12s, but: %w", ref, ids[0], err)
			}
			return f, nil
		}
	}
	if len(present) == 0 {
		searched = append(searched, "no container runtime socket ("+socketPaths(sockets)+") to look names up")
	}
	return Found{}, fmt.Errorf("no container %q: searched %s", ref, strings.Join(searched, "; "))
}

// existing are the sockets that exist, each once: /run/docker.sock and
// /var/run/docker.sock are mostly one socket, through a symbolic link.
func existing(sockets []Socket) []Socket {
	var out []Socket
	var seen []os.FileInfo
	for _, s := range sockets {
		fi, err := os.Stat(s.Path)
		if err != nil || slices.ContainsFunc(seen, func(o os.FileInfo) bool { return os.SameFile(o, fi) }) {
			continue
		}
		seen = append(seen, fi)
		out = append(out, s)
	}
	return out
}

func socketPaths(sockets []Socket) string {
	var p []string
	for _, s := range sockets {
		p = append(p, s.Path)
	}
	return strings.Join(p, ", ")
}
