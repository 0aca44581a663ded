package otlp

import (
	"os"
	"strings"

	"sonde/internal/container"
)

// Resource returns the resource attributes of what sonde sends:
// service.name sonde, host.name, the Kubernetes node, pod and namespace
// when the downward API put them in the environment (NODE_NAME, POD_NAME,
// POD_NAMESPACE), container.id when sonde runs in a container whose ID
// its cgroup path (cgroup, as /proc/self/cgroup reads) says, and script
// unless it is "". getenv is os.Getenv where nil.
func Resource(script string, getenv func(string) string, cgroup string) map[string]string {
	if getenv == nil {
		getenv = os.Getenv
	}
	res := map[string]string{"service.name": "sonde"}
	if h, err := os.Hostname(); err == nil && h != "" {
		res["host.name"] = h
	}
	for env, attr := range map[string]string{"NODE_NAME": "k8s.node.name", "POD_NAME": "k8s.pod.name", "POD_NAMESPACE": "k8s.namespace.name"} {
		if v := getenv(env); v != "" {
			res[attr] = v
		}
	}
	if id := ContainerID(cgroup); id != "" {
		res["container.id"] = id
	}
	if script != "" {
		res["script"] = script
	}
	return res
}

// SelfCgroup is /proc/self/cgroup's text, "" where it cannot be read.
func SelfCgroup() string {
	b, _ := os.ReadFile("/proc/self/cgroup")
	return string(b)
}

// ContainerID is the container ID in a /proc/PID/cgroup text: of the
// cgroup v2 line ("0::/PATH"), else of any line, as container.Parse
// reads a path. "" outside a container.
func ContainerID(cgroup string) string {
	var paths []string
	for _, line := range strings.Split(cgroup, "\n") {
		_, p, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		ctrl, path, _ := strings.Cut(p, ":")
		if ctrl == "" && strings.HasPrefix(line, "0:") {
			paths = append([]string{path}, paths...)
		} else {
			paths = append(paths, path)
		}
	}
	for _, p := range paths {
		if id := container.Parse(p).ID; id != "" {
			return id
		}
	}
	return ""
}
