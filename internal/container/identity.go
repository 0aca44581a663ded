package container

import (
	"context"
	"sync"

	"sonde/internal/kernel"
)

// Identity is what sonde can tell of the container a cgroup belongs to:
// Info from its path, and the pod's name and namespace from the labels
// the runtime gave the container (io.kubernetes.pod.name and
// io.kubernetes.pod.namespace, which the kubelet sets), when docker's API
// answers.
type Identity struct {
	Info
	PodName, PodNamespace string
}

// Field is one of Identity's fields by the name the language's container
// builtins give it: "id", "pod_uid", "pod", "namespace".
func (id Identity) Field(name string) string {
	switch name {
	case "id":
		return id.ID
	case "pod_uid":
		return id.PodUID
	case "pod":
		return id.PodName
	case "namespace":
		return id.PodNamespace
	}
	return ""
}

// Resolver finds the identities of cgroups by id, remembering each (a
// cgroup id is never reused). It is safe for concurrent use.
type Resolver struct {
	// Paths maps the ids of the cgroups in the hierarchy to their paths
	// (kernel.CgroupV2Paths when nil): called again when an id is not
	// in the last map.
	Paths func() map[uint64]string
	// Sockets are the runtime sockets to ask for labels (DefaultSockets
	// when nil).
	Sockets []Socket

	mu     sync.Mutex
	paths  map[uint64]string
	byID   map[uint64]Identity
	labels map[string]map[string]string // container ID -> labels, from the last list
	listed map[string]bool              // container IDs a list was made for
}

// Of is the identity of the cgroup whose id is id; the zero Identity for
// a cgroup that is not a container's, or no longer exists (ids are not
// reused: one gone is gone for good).
func (r *Resolver) Of(id uint64) Identity {
	r.mu.Lock()
	defer r.mu.Unlock()
	if in, ok := r.byID[id]; ok {
		return in
	}
	p, ok := r.paths[id]
	if !ok {
		// A cgroup made since the last walk: walk again.
		paths := r.Paths
		if paths == nil {
			paths = kernel.CgroupV2Paths
		}
		r.paths = paths()
		p = r.paths[id]
	}
	in := Identity{Info: Parse(p)}
	if in.ID != "" {
		l := r.containerLabels(in.ID)
		in.PodName, in.PodNamespace = l["io.kubernetes.pod.name"], l["io.kubernetes.pod.namespace"]
	}
	if r.byID == nil {
		r.byID = map[uint64]Identity{}
	}
	r.byID[id] = in
	return in
}

// containerLabels are the labels of a container, listing the containers
// again the first time an ID is asked for that the last list did not have.
func (r *Resolver) containerLabels(id string) map[string]string {
	if l, ok := r.labels[id]; ok || r.listed[id] {
		return l
	}
	if r.listed == nil {
		r.listed = map[string]bool{}
	}
	r.listed[id] = true
	sockets := r.Sockets
	if sockets == nil {
		sockets = DefaultSockets
	}
	r.labels = map[string]map[string]string{}
	for _, s := range existing(sockets) {
		list, err := List(context.Background(), s)
		if err != nil {
			continue
		}
		for _, c := range list {
			r.labels[c.ID] = c.Labels
		}
	}
	return r.labels[id]
}
