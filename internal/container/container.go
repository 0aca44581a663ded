// Package container maps containers to cgroups and back: --container
// ID|NAME to the cgroup v2 directory of the container, found by the names
// container runtimes give their cgroups (docker, containerd, CRI-O,
// podman, under Kubernetes' pod cgroups or not), or by name through
// docker's Engine API socket; and a cgroup path to the identity of the
// container it belongs to (container ID, Kubernetes pod UID), for the
// language's container builtins.
//
// It reads cgroup directories and talks HTTP on a unix socket; it imports
// kernel (cgroup mounts and ids).
package container

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
)

// Info is what a cgroup path says about the container a task runs in.
// A field is empty when the path does not say it.
type Info struct {
	ID      string // the container's full ID (64 hex digits)
	Runtime string // docker, containerd, crio, podman; kubernetes when only the pod's cgroup says
	PodUID  string // the Kubernetes pod's UID, when under kubepods
}

// idRE matches a cgroup directory named after a container: systemd's
// scopes of each runtime (docker-ID.scope, cri-containerd-ID.scope,
// crio-ID.scope, libpod-ID.scope) and cgroupfs's bare IDs
// (/docker/ID, /kubepods/besteffort/podUID/ID).
var idRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^(?:(docker|cri-containerd|crio|libpod)-)?([0-9a-f]{64})(?:\.scope)?$`)
})

// podRE matches a Kubernetes pod's cgroup: podUID under the cgroupfs
// driver, kubepods-QOS-podUID.slice (dashes of the UID as underscores)
// under the systemd driver.
var podRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^(?:kubepods(?:-[a-z]+)?-)?pod([0-9a-f]{8}[-_][0-9a-f]{4}[-_][0-9a-f]{4}[-_][0-9a-f]{4}[-_][0-9a-f]{12})(?:\.slice)?$`)
})

var runtimes = map[string]string{"docker": "docker", "cri-containerd": "containerd", "crio": "crio", "libpod": "podman"}

// Parse reads the container identity from a cgroup path ("/system.slice/
// docker-ID.scope", "/kubepods/burstable/podUID/ID"): the innermost
// element named after a container, and the pod above it.
func Parse(path string) Info {
	var in Info
	elems := strings.Split(strings.Trim(path, "/"), "/")
	for i, e := range elems {
		if m := podRE().FindStringSubmatch(e); m != nil {
			in.PodUID = strings.ReplaceAll(m[1], "_", "-")
			if in.Runtime == "" {
				in.Runtime = "kubernetes"
			}
			continue
		}
		m := idRE().FindStringSubmatch(e)
		if m == nil {
			continue
		}
		in.ID = m[2]
		switch {
		case m[1] != "":
			in.Runtime = runtimes[m[1]]
		case i > 0 && elems[i-1] == "docker":
			in.Runtime = "docker"
		case in.Runtime == "":
			in.Runtime = "unknown"
		}
	}
	return in
}

var errNoID = errors.New("no container with ID")

// Found is a container's cgroup.
type Found struct {
	Dir string // the cgroup directory
	Info
}

// FindByID walks the cgroup hierarchy mounted at root for the cgroups of
// containers whose ID starts with prefix (at least one hex digit; a full
// ID too). A container has one cgroup per runtime that names it (under
// Kubernetes, the runtime's scope): the outermost is kept. Several
// containers matching is an error naming some of them, as is none.
func FindByID(root, prefix string) (Found, error) {
	prefix = strings.ToLower(prefix)
	if !hexRE().MatchString(prefix) {
		return Found{}, fmt.Errorf("%q is not a container ID", prefix)
	}
	byID := map[string]Found{}
	var ids []string
	filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return nil
		}
		m := idRE().FindStringSubmatch(d.Name())
		if m == nil || !strings.HasPrefix(m[2], prefix) {
			return nil
		}
		if _, seen := byID[m[2]]; !seen {
			rel, _ := filepath.Rel(root, path)
			byID[m[2]] = Found{Dir: path, Info: Parse("/" + rel)}
			ids = append(ids, m[2])
		}
		return fs.SkipDir // a container's own sub-cgroups are its
	})
	switch len(ids) {
	case 0:
		return Found{}, fmt.Errorf("%w %s in the cgroups under %s (docker-ID.scope, cri-containerd-ID.scope, crio-ID.scope, libpod-ID.scope, docker/ID, kubepods/.../podUID/ID)", errNoID, prefix, root)
	case 1:
		return byID[ids[0]], nil
	}
	short := make([]string, 0, 3)
	for _, id := range ids[:min(len(ids), 3)] {
		short = append(short, id[:12])
	}
	return Found{}, fmt.Errorf("container ID %s is ambiguous: %d containers match (%s...)", prefix, len(ids), strings.Join(short, ", "))
}
