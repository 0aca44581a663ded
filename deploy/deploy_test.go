// Package deploy holds sonde's Kubernetes manifests and container image
// recipe; this test is its only Go file. No cluster is available where the
// tests run, so the manifests are checked offline: every YAML document is
// decoded strictly (an unknown or misspelt field is an error) into the
// Kubernetes API types of k8s.io/api, the security posture the README
// promises is asserted field by field, the agent's command line is parsed
// by sonde's own parser (cli.ParseAgentArgs), and every script in the ConfigMap is
// compiled by sonde's compiler. k8s.io/api is imported here only, so the
// sonde binary does not carry it.
package deploy

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	rbacv1 "k8s.io/api/rbac/v1"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/util/intstr"
	kjson "sigs.k8s.io/json"
	"sigs.k8s.io/kustomize/api/krusty"
	"sigs.k8s.io/kustomize/kyaml/filesys"
	"sigs.k8s.io/yaml"

	"sonde/internal/cli"
	"sonde/internal/lang"
	"sonde/internal/lang/check"
	"sonde/internal/lang/parser"
	"sonde/internal/lang/source"
	"sonde/internal/probe"
	"sonde/internal/testutil"
)

// What the manifests promise.
const (
	namespace   = "sonde"
	metricsPort = 9464
	scriptsDir  = "/etc/sonde/scripts"
	// The idle goal is 40 MiB RSS; the memory request must cover
	// it with headroom and the limit must leave room for BPF maps.
	idleRSS = 40 << 20
)

// The capabilities the agent's container adds, exactly, after dropping ALL.
var wantCaps = []corev1.Capability{"BPF", "PERFMON", "SYS_RESOURCE"}

// The host paths mounted into the agent, each read-only, and the one a
// component may add.
var (
	wantHostMounts = map[string]string{
		"/sys/kernel/btf":     "/sys/kernel/btf",
		"/sys/kernel/tracing": "/sys/kernel/tracing",
		"/sys/fs/cgroup":      "/sys/fs/cgroup",
	}
	optionalHostMounts = map[string]string{
		"/sys/kernel/debug": "/sys/kernel/debug", // components/debugfs
	}
)

// --- Documents: files, kustomize builds, strict decoding. ---

// doc is one YAML document.
type doc struct {
	file string // relative to deploy/, or the build's name
	data []byte
	meta metav1.TypeMeta
}

// readDocs reads every document of every *.yaml file under deploy/: the
// manifests, the kustomizations and the components' patches.
func readDocs(t *testing.T) []doc {
	t.Helper()
	var docs []doc
	err := filepath.WalkDir(".", func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".yaml") {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		ds, err := splitDocs(path, data)
		docs = append(docs, ds...)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(docs) == 0 {
		t.Fatal("no manifests found")
	}
	return docs
}

// splitDocs splits a multi-document YAML stream at its "---" lines,
// leaving out documents that hold only comments, and reads each one's
// apiVersion and kind.
func splitDocs(file string, data []byte) ([]doc, error) {
	var out []doc
	for _, part := range regexp.MustCompile(`(?m)^---\s*$`).Split(string(data), -1) {
		nonComment := false
		for _, line := range strings.Split(part, "\n") {
			if l := strings.TrimSpace(line); l != "" && !strings.HasPrefix(l, "#") {
				nonComment = true
			}
		}
		if !nonComment {
			continue
		}
		var tm metav1.TypeMeta
		if err := yaml.Unmarshal([]byte(part), &tm); err != nil {
			return nil, fmt.Errorf("%s: %v", file, err)
		}
		out = append(out, doc{file: file, data: []byte(part), meta: tm})
	}
	return out, nil
}

// The resources outside k8s.io/api: checked structurally, with the fields
// these files use (strict decoding still refuses any other).
type kustomization struct {
	APIVersion string   `json:"apiVersion"`
	Kind       string   `json:"kind"`
	Resources  []string `json:"resources,omitempty"`
	Components []string `json:"components,omitempty"`
	Patches    []struct {
		Path string `json:"path"`
	} `json:"patches,omitempty"`
	Images []struct {
		Name    string `json:"name"`
		NewName string `json:"newName,omitempty"`
		NewTag  string `json:"newTag,omitempty"`
	} `json:"images,omitempty"`
}

type serviceMonitor struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata"`
	Spec              struct {
		Selector          metav1.LabelSelector `json:"selector"`
		NamespaceSelector struct {
			MatchNames []string `json:"matchNames"`
		} `json:"namespaceSelector"`
		Endpoints []struct {
			Port        string `json:"port"`
			Path        string `json:"path"`
			Interval    string `json:"interval"`
			Relabelings []struct {
				SourceLabels []string `json:"sourceLabels"`
				TargetLabel  string   `json:"targetLabel"`
			} `json:"relabelings,omitempty"`
		} `json:"endpoints"`
	} `json:"spec"`
}

// newObject returns a value of the Go type for a document's apiVersion and
// kind, or nil for one these manifests should not contain.
func newObject(tm metav1.TypeMeta) any {
	switch tm.APIVersion + " " + tm.Kind {
	case "apps/v1 DaemonSet":
		return &appsv1.DaemonSet{}
	case "v1 ConfigMap":
		return &corev1.ConfigMap{}
	case "v1 Service":
		return &corev1.Service{}
	case "v1 ServiceAccount":
		return &corev1.ServiceAccount{}
	case "v1 Namespace":
		return &corev1.Namespace{}
	case "rbac.authorization.k8s.io/v1 ClusterRole":
		return &rbacv1.ClusterRole{}
	case "rbac.authorization.k8s.io/v1 ClusterRoleBinding":
		return &rbacv1.ClusterRoleBinding{}
	case "monitoring.coreos.com/v1 ServiceMonitor":
		return &serviceMonitor{}
	case "kustomize.config.k8s.io/v1beta1 Kustomization", "kustomize.config.k8s.io/v1alpha1 Component":
		return &kustomization{}
	}
	return nil
}

// decode decodes a document strictly into its type.
func decode(d doc) (any, error) {
	obj := newObject(d.meta)
	if obj == nil {
		return nil, fmt.Errorf("%s: unexpected %s %s", d.file, d.meta.APIVersion, d.meta.Kind)
	}
	// As the API server decodes: field names are case-sensitive
	// (encoding/json's are not: hostPid would pass for hostPID), and an
	// unknown or repeated field is an error.
	j, err := yaml.YAMLToJSONStrict(d.data)
	if err != nil {
		return nil, fmt.Errorf("%s: %s: %v", d.file, d.meta.Kind, err)
	}
	strict, err := kjson.UnmarshalStrict(j, obj)
	if err = errors.Join(append(strict, err)...); err != nil {
		return nil, fmt.Errorf("%s: %s: %v", d.file, d.meta.Kind, err)
	}
	return obj, nil
}

// The optional components, in deploy/components/.
var allComponents = []string{"servicemonitor", "pod-lookup", "debugfs"}

// kustomize runs kustomize (its library, as `kubectl apply -k` does) on
// deploy/ with the components named added, as a user's kustomization
// beside deploy/ would, and returns the resources it makes.
func kustomize(components ...string) ([]byte, error) {
	fs := filesys.MakeFsInMemory()
	err := filepath.WalkDir(".", func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return fs.WriteFile(filepath.Join("/deploy", path), data)
	})
	if err != nil {
		return nil, err
	}
	root := "/deploy"
	if len(components) > 0 {
		k := "apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources: [../deploy]\ncomponents:\n"
		for _, c := range components {
			k += "  - ../deploy/components/" + c + "\n"
		}
		root = "/overlay"
		if err := fs.WriteFile("/overlay/kustomization.yaml", []byte(k)); err != nil {
			return nil, err
		}
	}
	res, err := krusty.MakeKustomizer(krusty.MakeDefaultOptions()).Run(fs, root)
	if err != nil {
		return nil, err
	}
	return res.AsYaml()
}

// manifests is what a build of deploy/ makes, decoded.
type manifests struct {
	ds    *appsv1.DaemonSet
	cm    *corev1.ConfigMap
	svc   *corev1.Service
	sa    *corev1.ServiceAccount
	ns    *corev1.Namespace
	sm    *serviceMonitor // components/servicemonitor
	roles []*rbacv1.ClusterRole
	binds []*rbacv1.ClusterRoleBinding
}

// build builds deploy/ with the components and decodes what it makes.
func build(t *testing.T, components ...string) *manifests {
	t.Helper()
	name := "kustomize build deploy/"
	if len(components) > 0 {
		name += " + " + strings.Join(components, ", ")
	}
	out, err := kustomize(components...)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	docs, err := splitDocs(name, out)
	if err != nil {
		t.Fatal(err)
	}
	m := &manifests{}
	for _, d := range docs {
		obj, err := decode(d)
		if err != nil {
			t.Fatal(err)
		}
		set := func(p any) {
			v := reflect.ValueOf(p).Elem()
			if !v.IsNil() {
				t.Fatalf("%s: a second %s", name, d.meta.Kind)
			}
			v.Set(reflect.ValueOf(obj))
		}
		switch o := obj.(type) {
		case *appsv1.DaemonSet:
			set(&m.ds)
		case *corev1.ConfigMap:
			set(&m.cm)
		case *corev1.Service:
			set(&m.svc)
		case *corev1.ServiceAccount:
			set(&m.sa)
		case *corev1.Namespace:
			set(&m.ns)
		case *serviceMonitor:
			set(&m.sm)
		case *rbacv1.ClusterRole:
			m.roles = append(m.roles, o)
		case *rbacv1.ClusterRoleBinding:
			m.binds = append(m.binds, o)
		default:
			t.Fatalf("%s: made a %s", name, d.meta.Kind)
		}
	}
	for what, p := range map[string]any{"DaemonSet": m.ds, "ConfigMap": m.cm, "Service": m.svc, "ServiceAccount": m.sa, "Namespace": m.ns} {
		if reflect.ValueOf(p).IsNil() {
			t.Fatalf("%s: no %s", name, what)
		}
	}
	return m
}

// TestSources decodes every YAML file in deploy/ strictly: the manifests,
// the kustomizations and components, the components' patches (partial
// objects of their kind).
func TestSources(t *testing.T) {
	for _, d := range readDocs(t) {
		if _, err := decode(d); err != nil {
			t.Error(err)
		}
	}
}

// TestStrictDecoding checks that the decoder refuses what a typo makes:
// an unknown field, a field of the wrong type, an unexpected kind.
func TestStrictDecoding(t *testing.T) {
	for _, tt := range []struct{ name, yaml, want string }{
		{"unknown field", "apiVersion: v1\nkind: ServiceAccount\nmetadata: {name: x}\nautomountToken: false\n", `unknown field "automountToken"`},
		{"wrong type", "apiVersion: v1\nkind: ServiceAccount\nmetadata: {name: x}\nautomountServiceAccountToken: \"no\"\n", "cannot unmarshal"},
		{"nested unknown", "apiVersion: apps/v1\nkind: DaemonSet\nmetadata: {name: x}\nspec:\n  template:\n    spec:\n      hostPid: true\n", `unknown field "spec.template.spec.hostPid"`},
		{"duplicate field", "apiVersion: v1\nkind: Service\nmetadata: {name: x}\nspec: {type: ClusterIP}\nspec: {type: NodePort}\n", "already set"},
		{"duplicate in JSON", "{\"apiVersion\": \"v1\", \"kind\": \"ServiceAccount\", \"metadata\": {\"name\": \"x\"}, \"automountServiceAccountToken\": false, \"automountServiceAccountToken\": true}\n", "already set"},
		{"case", "apiVersion: v1\nkind: ServiceAccount\nmetadata: {name: x}\nAutomountServiceAccountToken: false\n", `unknown field "AutomountServiceAccountToken"`},
		{"unknown kind", "apiVersion: v1\nkind: Pod\nmetadata: {name: x}\n", "unexpected v1 Pod"},
		{"servicemonitor typo", "apiVersion: monitoring.coreos.com/v1\nkind: ServiceMonitor\nmetadata: {name: x}\nspec:\n  endpoint: []\n", `unknown field "spec.endpoint"`},
	} {
		var tm metav1.TypeMeta
		if err := yaml.Unmarshal([]byte(tt.yaml), &tm); err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		_, err := decode(doc{file: "test.yaml", data: []byte(tt.yaml), meta: tm})
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: error %v, want one containing %q", tt.name, err, tt.want)
		}
	}
}

// TestManifests builds deploy/ as `kubectl apply -k deploy/` would, alone
// and with each optional component, decodes what it makes and checks it.
func TestManifests(t *testing.T) {
	for _, cs := range [][]string{nil, {"servicemonitor"}, {"pod-lookup"}, {"debugfs"}, allComponents} {
		t.Run(strings.Join(append([]string{"base"}, cs...), "+"), func(t *testing.T) {
			m := build(t, cs...)
			for _, p := range problems(m) {
				t.Error(p)
			}
			// Each component adds what it says, and only it does.
			if (m.sm != nil) != slices.Contains(cs, "servicemonitor") {
				t.Errorf("ServiceMonitor made: %v", m.sm != nil)
			}
			if (len(m.roles) > 0) != slices.Contains(cs, "pod-lookup") {
				t.Errorf("ClusterRoles made: %d", len(m.roles))
			}
			var debugfs bool
			for _, vm := range container(m).VolumeMounts {
				debugfs = debugfs || vm.MountPath == "/sys/kernel/debug"
			}
			if debugfs != slices.Contains(cs, "debugfs") {
				t.Errorf("debugfs mounted: %v", debugfs)
			}
		})
	}
}

// problems returns everything wrong with the manifests, one line each.
func problems(m *manifests) []string {
	var out []string
	out = append(out, checkDaemonSet(m)...)
	out = append(out, checkService(m.svc, m.ds)...)
	out = append(out, checkServiceAccount(m.sa, m.ds)...)
	out = append(out, checkNamespace(m)...)
	if m.sm != nil {
		out = append(out, checkServiceMonitor(m.sm, m.svc)...)
	}
	if len(m.roles)+len(m.binds) > 0 {
		out = append(out, checkRBAC(m.roles, m.binds, m.sa)...)
	}
	return out
}

// --- The DaemonSet. ---

func checkDaemonSet(m *manifests) []string {
	ds, cm := m.ds, m.cm
	var out []string
	bad := func(format string, args ...any) { out = append(out, "daemonset.yaml: "+fmt.Sprintf(format, args...)) }
	spec := &ds.Spec.Template.Spec

	sel, err := metav1.LabelSelectorAsMap(ds.Spec.Selector)
	if err != nil || len(sel) == 0 || !subset(sel, ds.Spec.Template.Labels) {
		bad("the selector %v does not select the pod template's labels %v", sel, ds.Spec.Template.Labels)
	}
	if !spec.HostPID {
		bad("hostPID is not set: pids, /proc and uprobe targets would be the pod's, not the node's")
	}
	if spec.HostNetwork || spec.HostIPC {
		bad("hostNetwork/hostIPC are set: the agent needs neither")
	}
	// Only components/pod-lookup, which grants the token something to
	// do, mounts it.
	if tok := spec.AutomountServiceAccountToken; len(m.roles) == 0 && (tok == nil || *tok) {
		bad("automountServiceAccountToken is not false: the agent needs no API access")
	}
	if spec.ServiceAccountName == "" {
		bad("no serviceAccountName: the pod would run as the namespace's default account")
	}
	if !tolerateAll(spec.Tolerations) {
		bad("the tolerations %v do not let the agent run on every node", spec.Tolerations)
	}
	if psc := spec.SecurityContext; psc == nil || psc.SeccompProfile == nil || psc.SeccompProfile.Type != corev1.SeccompProfileTypeRuntimeDefault {
		bad("the pod's seccomp profile is not RuntimeDefault")
	}
	if len(spec.InitContainers) != 0 || len(spec.Containers) != 1 {
		bad("%d init containers and %d containers, want 0 and 1", len(spec.InitContainers), len(spec.Containers))
		return out
	}
	c := &spec.Containers[0]

	// Security context.
	sc := c.SecurityContext
	if sc == nil {
		bad("the container has no securityContext")
		return out
	}
	if sc.Privileged == nil || *sc.Privileged {
		bad("the container is privileged (or does not say privileged: false)")
	}
	if sc.AllowPrivilegeEscalation == nil || *sc.AllowPrivilegeEscalation {
		bad("allowPrivilegeEscalation is not false")
	}
	if sc.ReadOnlyRootFilesystem == nil || !*sc.ReadOnlyRootFilesystem {
		bad("readOnlyRootFilesystem is not true")
	}
	if sc.RunAsUser == nil || *sc.RunAsUser != 0 {
		bad("runAsUser is not 0: a non-root user holds no effective capabilities under no_new_privs")
	}
	if sc.ProcMount != nil && *sc.ProcMount != corev1.DefaultProcMount {
		bad("procMount is %s", *sc.ProcMount)
	}
	if sc.Capabilities == nil || !slices.Equal(sc.Capabilities.Drop, []corev1.Capability{"ALL"}) {
		bad("capabilities do not drop ALL")
	}
	if sc.Capabilities == nil || !sameCaps(sc.Capabilities.Add, wantCaps) {
		var add []corev1.Capability
		if sc.Capabilities != nil {
			add = sc.Capabilities.Add
		}
		bad("capabilities add %v, want exactly %v", add, wantCaps)
	}

	// The command line: the agent, listening where the probes and the
	// Service look, running the mounted scripts.
	argv := append(slices.Clone(c.Command), c.Args...)
	if len(argv) < 2 || argv[0] != "/sonde" || argv[1] != "agent" {
		bad("the command %q does not start with /sonde agent", argv)
		return out
	}
	a, err := cli.ParseAgentArgs(argv[2:])
	if err != nil {
		bad("the agent's arguments %q: %v", argv[2:], err)
		return out
	}
	host, port, err := net.SplitHostPort(a.Listen)
	switch {
	case err != nil:
		bad("--listen %q: %v", a.Listen, err)
	case host != "0.0.0.0" && host != "" && host != "::":
		bad("--listen %s: the kubelet's probes and Prometheus reach the pod IP, not %s", a.Listen, host)
	case port != strconv.Itoa(metricsPort):
		bad("--listen %s: not port %d", a.Listen, metricsPort)
	}
	if a.WebConfig != "" {
		bad("--web.config.file is set: the probes below would need scheme HTTPS and credentials")
	}
	if len(a.AllowUnsafe) != 0 {
		bad("--allow-unsafe %v: no example script needs system(), signal() or override()", a.AllowUnsafe)
	}
	if !slices.Equal(a.Scripts, []string{scriptsDir}) {
		bad("the scripts are %q, want the ConfigMap's directory %s", a.Scripts, scriptsDir)
	}
	if a.OTLP != "" {
		if _, ok := env(c, "NODE_NAME"); !ok {
			bad("--otlp without NODE_NAME")
		}
	}

	// The ports the probes use.
	var metricsNamed bool
	for _, p := range c.Ports {
		if p.Name == "metrics" && p.ContainerPort == metricsPort && p.Protocol == corev1.ProtocolTCP && p.HostPort == 0 {
			metricsNamed = true
		}
		if p.HostPort != 0 {
			bad("port %s has hostPort %d", p.Name, p.HostPort)
		}
	}
	if !metricsNamed {
		bad("no TCP container port %d named metrics", metricsPort)
	}
	for _, pr := range []struct {
		what  string
		probe *corev1.Probe
		path  string
	}{{"startupProbe", c.StartupProbe, "/healthz"}, {"livenessProbe", c.LivenessProbe, "/healthz"}, {"readinessProbe", c.ReadinessProbe, "/readyz"}} {
		p := pr.probe
		if p == nil || p.HTTPGet == nil {
			bad("no HTTP %s", pr.what)
			continue
		}
		if p.HTTPGet.Path != pr.path {
			bad("%s asks %s, want %s", pr.what, p.HTTPGet.Path, pr.path)
		}
		if !portIs(p.HTTPGet.Port, "metrics", metricsPort) {
			bad("%s asks port %s, not the agent's %d", pr.what, p.HTTPGet.Port.String(), metricsPort)
		}
		if p.HTTPGet.Scheme != "" && p.HTTPGet.Scheme != corev1.URISchemeHTTP {
			bad("%s uses %s without --web.config.file", pr.what, p.HTTPGet.Scheme)
		}
	}

	// The downward API: the agent's resource attributes.
	for name, field := range map[string]string{"NODE_NAME": "spec.nodeName", "POD_NAME": "metadata.name", "POD_NAMESPACE": "metadata.namespace"} {
		e, ok := env(c, name)
		if !ok || e.ValueFrom == nil || e.ValueFrom.FieldRef == nil || e.ValueFrom.FieldRef.FieldPath != field {
			bad("env %s does not come from the downward API's %s", name, field)
		}
	}

	// Resources: the idle goals with headroom.
	req, lim := c.Resources.Requests, c.Resources.Limits
	cpuReq, cpuLim := req[corev1.ResourceCPU], lim[corev1.ResourceCPU]
	memReq, memLim := req[corev1.ResourceMemory], lim[corev1.ResourceMemory]
	switch {
	case cpuReq.IsZero() || cpuLim.IsZero() || memReq.IsZero() || memLim.IsZero():
		bad("requests and limits of cpu and memory must all be set, got requests %v limits %v", req, lim)
	case cpuReq.MilliValue() < 10 || cpuReq.MilliValue() > 100:
		bad("cpu request %s: the idle goal is 10m (1%% of a CPU), ask for it with headroom, at most 100m", cpuReq.String())
	case memReq.Value() < idleRSS || memReq.Value() > 4*idleRSS:
		bad("memory request %s: the idle goal is 40Mi RSS, ask for it with headroom, at most 160Mi", memReq.String())
	case cpuLim.Cmp(cpuReq) < 0 || memLim.Cmp(memReq) < 0:
		bad("limits %v below requests %v", lim, req)
	}
	if e, ok := env(c, "GOMEMLIMIT"); ok {
		if q, err := resource.ParseQuantity(strings.TrimSuffix(e.Value, "B")); err != nil || q.Cmp(memLim) >= 0 {
			bad("GOMEMLIMIT %s is not below the memory limit %s", e.Value, memLim.String())
		}
	}

	// Mounts: the scripts and the host paths, all read-only, and no
	// other host path.
	vols := map[string]*corev1.Volume{}
	for i := range spec.Volumes {
		vols[spec.Volumes[i].Name] = &spec.Volumes[i]
	}
	seen := map[string]bool{}
	var scriptsMounted bool
	for _, vm := range c.VolumeMounts {
		v := vols[vm.Name]
		switch {
		case v == nil:
			bad("mount %s: no volume %s", vm.MountPath, vm.Name)
			continue
		case !vm.ReadOnly:
			bad("mount %s is not read-only", vm.MountPath)
		}
		if v.HostPath != nil {
			want, ok := wantHostMounts[v.HostPath.Path]
			if !ok {
				want, ok = optionalHostMounts[v.HostPath.Path]
			}
			if !ok || want != vm.MountPath {
				bad("host path %s mounted at %s: not one the agent needs", v.HostPath.Path, vm.MountPath)
			}
			if v.HostPath.Type == nil || *v.HostPath.Type != corev1.HostPathDirectory {
				bad("host path %s is not of type Directory (a missing one must fail, not be created)", v.HostPath.Path)
			}
			seen[v.HostPath.Path] = true
		}
		if v.ConfigMap != nil && vm.MountPath == scriptsDir && v.ConfigMap.Name == cm.Name {
			scriptsMounted = true
		}
	}
	for path := range wantHostMounts {
		if !seen[path] {
			bad("host path %s is not mounted", path)
		}
	}
	if !scriptsMounted {
		bad("the ConfigMap %s is not mounted at %s", cm.Name, scriptsDir)
	}
	for _, v := range spec.Volumes {
		if v.EmptyDir != nil || v.PersistentVolumeClaim != nil || v.Secret != nil || v.Projected != nil {
			bad("volume %s: the agent writes nothing and reads no secret", v.Name)
		}
	}
	return out
}

func env(c *corev1.Container, name string) (corev1.EnvVar, bool) {
	for _, e := range c.Env {
		if e.Name == name {
			return e, true
		}
	}
	return corev1.EnvVar{}, false
}

func portIs(p intstr.IntOrString, name string, num int) bool {
	if p.Type == intstr.String {
		return p.StrVal == name
	}
	return p.IntValue() == num
}

func subset(a, b map[string]string) bool {
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// sameCaps compares capability lists as sets, ignoring a CAP_ prefix (the
// runtimes accept both spellings).
func sameCaps(got, want []corev1.Capability) bool {
	norm := func(cs []corev1.Capability) []string {
		var s []string
		for _, c := range cs {
			s = append(s, strings.TrimPrefix(strings.ToUpper(string(c)), "CAP_"))
		}
		slices.Sort(s)
		return slices.Compact(s)
	}
	return len(got) == len(want) && slices.Equal(norm(got), norm(want))
}

// tolerateAll reports whether the tolerations admit every taint: one
// toleration with operator Exists, no key and no effect.
func tolerateAll(ts []corev1.Toleration) bool {
	for _, t := range ts {
		if t.Operator == corev1.TolerationOpExists && t.Key == "" && t.Effect == "" {
			return true
		}
	}
	return false
}

// --- The agent's command line. ---

// TestParseAgentArgs: what checkDaemonSet relies on of sonde's parser of
// the agent's arguments, which it runs on the manifest's.
func TestParseAgentArgs(t *testing.T) {
	for _, tt := range []struct {
		args []string
		err  string
	}{
		{[]string{"/etc/sonde/scripts"}, ""},
		{[]string{"--listen", "0.0.0.0:9464", "--otlp", "http://collector:4318", "--otlp-interval=15s", "--max-series", "5000", "--allow-unsafe", "a", "--allow-unsafe", "b", "--container", "web", "x.bt", "dir"}, ""},
		{[]string{"--listen", "0.0.0.0:9464"}, "no SCRIPT or DIR"},
		{[]string{"--listen"}, "needs a value"},
		{[]string{"--metrics", ":9464", "d"}, "unknown option --metrics"},
		{[]string{"--otlp-interval", "15", "d"}, "missing unit"},
		{[]string{"--cgroup", "/sys/fs/cgroup/x", "--container", "y", "d"}, "exclude each other"},
		{[]string{"--listen", "a:1", "--listen", "b:2", "d"}, "given twice"},
		{[]string{"--otlp", "collector:4318", "d"}, "is not an http:// or https:// URL"},
	} {
		_, err := cli.ParseAgentArgs(tt.args)
		if (err == nil) != (tt.err == "") || err != nil && !strings.Contains(err.Error(), tt.err) {
			t.Errorf("%q: error %v, want %q", tt.args, err, tt.err)
		}
	}
}

// --- Service, ServiceAccount, Namespace, ServiceMonitor, RBAC. ---

func checkService(svc *corev1.Service, ds *appsv1.DaemonSet) []string {
	var out []string
	bad := func(format string, args ...any) { out = append(out, "service.yaml: "+fmt.Sprintf(format, args...)) }
	if svc.Spec.Type != corev1.ServiceTypeClusterIP {
		bad("type %s, want ClusterIP (the metrics are not for outside the cluster)", svc.Spec.Type)
	}
	if len(svc.Spec.Selector) == 0 || !subset(svc.Spec.Selector, ds.Spec.Template.Labels) {
		bad("the selector %v does not select the agent's pods %v", svc.Spec.Selector, ds.Spec.Template.Labels)
	}
	if len(svc.Spec.Ports) != 1 {
		bad("%d ports, want 1", len(svc.Spec.Ports))
	} else if p := svc.Spec.Ports[0]; p.Name != "metrics" || p.Port != metricsPort || !portIs(p.TargetPort, "metrics", metricsPort) || p.Protocol != corev1.ProtocolTCP {
		bad("port %+v, want metrics %d -> the container's metrics port", p, metricsPort)
	}
	want := map[string]string{"prometheus.io/scrape": "true", "prometheus.io/port": strconv.Itoa(metricsPort), "prometheus.io/path": "/metrics"}
	if !subset(want, svc.Annotations) {
		bad("annotations %v, want %v", svc.Annotations, want)
	}
	if !subset(want, ds.Spec.Template.Annotations) {
		out = append(out, fmt.Sprintf("daemonset.yaml: pod annotations %v, want %v", ds.Spec.Template.Annotations, want))
	}
	return out
}

func checkServiceAccount(sa *corev1.ServiceAccount, ds *appsv1.DaemonSet) []string {
	var out []string
	if sa.AutomountServiceAccountToken == nil || *sa.AutomountServiceAccountToken {
		out = append(out, "serviceaccount.yaml: automountServiceAccountToken is not false")
	}
	if len(sa.Secrets) != 0 || len(sa.ImagePullSecrets) != 0 {
		out = append(out, "serviceaccount.yaml: holds secrets")
	}
	if ds.Spec.Template.Spec.ServiceAccountName != sa.Name {
		out = append(out, fmt.Sprintf("daemonset.yaml: runs as %q, not the ServiceAccount %q", ds.Spec.Template.Spec.ServiceAccountName, sa.Name))
	}
	return out
}

func checkNamespace(m *manifests) []string {
	var out []string
	if m.ns.Name != namespace {
		out = append(out, fmt.Sprintf("namespace.yaml: %s, want %s", m.ns.Name, namespace))
	}
	if m.ns.Labels["pod-security.kubernetes.io/enforce"] != "privileged" {
		out = append(out, "namespace.yaml: Pod Security Admission's baseline would refuse hostPID, hostPath and the capabilities: enforce must be privileged")
	}
	for file, meta := range map[string]metav1.ObjectMeta{"daemonset.yaml": m.ds.ObjectMeta, "configmap.yaml": m.cm.ObjectMeta, "service.yaml": m.svc.ObjectMeta, "serviceaccount.yaml": m.sa.ObjectMeta} {
		if meta.Namespace != namespace {
			out = append(out, fmt.Sprintf("%s: namespace %q, want %s", file, meta.Namespace, namespace))
		}
	}
	if m.sm != nil && m.sm.Namespace != namespace {
		out = append(out, fmt.Sprintf("components/servicemonitor: namespace %q, want %s", m.sm.Namespace, namespace))
	}
	return out
}

func checkServiceMonitor(sm *serviceMonitor, svc *corev1.Service) []string {
	var out []string
	bad := func(format string, args ...any) {
		out = append(out, "components/servicemonitor: "+fmt.Sprintf(format, args...))
	}
	sel, err := metav1.LabelSelectorAsMap(&sm.Spec.Selector)
	if err != nil || len(sel) == 0 || !subset(sel, svc.Labels) {
		bad("the selector %v does not select the Service's labels %v", sel, svc.Labels)
	}
	if !slices.Equal(sm.Spec.NamespaceSelector.MatchNames, []string{namespace}) {
		bad("namespaceSelector %v, want [%s]", sm.Spec.NamespaceSelector.MatchNames, namespace)
	}
	if len(sm.Spec.Endpoints) != 1 || sm.Spec.Endpoints[0].Port != "metrics" || sm.Spec.Endpoints[0].Path != "/metrics" {
		bad("endpoints %+v, want the metrics port's /metrics", sm.Spec.Endpoints)
	} else if _, err := time.ParseDuration(sm.Spec.Endpoints[0].Interval); err != nil {
		bad("interval: %v", err)
	}
	return out
}

// checkRBAC checks the optional pod-lookup grant: read pods, nothing else,
// bound to the agent's ServiceAccount only.
func checkRBAC(roles []*rbacv1.ClusterRole, binds []*rbacv1.ClusterRoleBinding, sa *corev1.ServiceAccount) []string {
	var out []string
	bad := func(format string, args ...any) {
		out = append(out, "components/pod-lookup: "+fmt.Sprintf(format, args...))
	}
	if len(roles) != 1 || len(binds) != 1 {
		bad("%d ClusterRoles and %d bindings, want 1 and 1", len(roles), len(binds))
		return out
	}
	r, b := roles[0], binds[0]
	if r.AggregationRule != nil {
		bad("the role aggregates others")
	}
	for _, rule := range r.Rules {
		if !slices.Equal(rule.APIGroups, []string{""}) || !slices.Equal(rule.Resources, []string{"pods"}) || len(rule.ResourceNames) != 0 || len(rule.NonResourceURLs) != 0 {
			bad("rule %+v reaches beyond core pods", rule)
		}
		for _, v := range rule.Verbs {
			if !slices.Contains([]string{"get", "list", "watch"}, v) {
				bad("verb %q on pods: the lookup only reads", v)
			}
		}
	}
	if len(r.Rules) != 1 {
		bad("%d rules, want 1", len(r.Rules))
	}
	if b.RoleRef != (rbacv1.RoleRef{APIGroup: rbacv1.GroupName, Kind: "ClusterRole", Name: r.Name}) {
		bad("the binding refers to %+v, not the ClusterRole %s", b.RoleRef, r.Name)
	}
	want := []rbacv1.Subject{{Kind: rbacv1.ServiceAccountKind, Name: sa.Name, Namespace: sa.Namespace}}
	if !reflect.DeepEqual(b.Subjects, want) {
		bad("subjects %+v, want only the ServiceAccount %s/%s", b.Subjects, sa.Namespace, sa.Name)
	}
	return out
}

// TestMutations checks that the checks can fail: each mutated copy of the
// manifests must be reported, with the problem named.
func TestMutations(t *testing.T) {
	ptr := func(b bool) *bool { return &b }
	for _, tt := range []struct {
		name   string
		mutate func(m *manifests)
		want   string
	}{
		{"privileged", func(m *manifests) { sc(m).Privileged = ptr(true) }, "is privileged"},
		{"privileged unset", func(m *manifests) { sc(m).Privileged = nil }, "is privileged"},
		{"escalation", func(m *manifests) { sc(m).AllowPrivilegeEscalation = ptr(true) }, "allowPrivilegeEscalation"},
		{"writable root", func(m *manifests) { sc(m).ReadOnlyRootFilesystem = ptr(false) }, "readOnlyRootFilesystem"},
		{"non-root", func(m *manifests) { u := int64(65534); sc(m).RunAsUser = &u }, "runAsUser is not 0"},
		{"SYS_ADMIN added", func(m *manifests) {
			sc(m).Capabilities.Add = append(sc(m).Capabilities.Add, "SYS_ADMIN")
		}, "want exactly"},
		{"CAP_SYS_PTRACE added", func(m *manifests) {
			sc(m).Capabilities.Add = append(sc(m).Capabilities.Add, "CAP_SYS_PTRACE")
		}, "want exactly"},
		{"PERFMON missing", func(m *manifests) { sc(m).Capabilities.Add = []corev1.Capability{"BPF", "SYS_RESOURCE"} }, "want exactly"},
		{"nothing dropped", func(m *manifests) { sc(m).Capabilities.Drop = nil }, "do not drop ALL"},
		{"no hostPID", func(m *manifests) { podSpec(m).HostPID = false }, "hostPID"},
		{"hostNetwork", func(m *manifests) { podSpec(m).HostNetwork = true }, "hostNetwork"},
		{"sa token", func(m *manifests) { m.sa.AutomountServiceAccountToken = nil }, "serviceaccount.yaml: automount"},
		{"seccomp unconfined", func(m *manifests) {
			podSpec(m).SecurityContext.SeccompProfile.Type = corev1.SeccompProfileTypeUnconfined
		}, "seccomp"},
		{"no tolerations", func(m *manifests) { podSpec(m).Tolerations = nil }, "every node"},
		{"writable btf", func(m *manifests) { mount(m, "/sys/kernel/btf").ReadOnly = false }, "/sys/kernel/btf is not read-only"},
		{"writable tracefs", func(m *manifests) { mount(m, "/sys/kernel/tracing").ReadOnly = false }, "/sys/kernel/tracing is not read-only"},
		{"no cgroup mount", func(m *manifests) {
			c := container(m)
			c.VolumeMounts = slices.DeleteFunc(c.VolumeMounts, func(vm corev1.VolumeMount) bool { return vm.MountPath == "/sys/fs/cgroup" })
		}, "/sys/fs/cgroup is not mounted"},
		{"host root", func(m *manifests) {
			spec := podSpec(m)
			spec.Volumes = append(spec.Volumes, corev1.Volume{Name: "root", VolumeSource: corev1.VolumeSource{HostPath: &corev1.HostPathVolumeSource{Path: "/"}}})
			c := container(m)
			c.VolumeMounts = append(c.VolumeMounts, corev1.VolumeMount{Name: "root", MountPath: "/host", ReadOnly: true})
		}, "host path / mounted at /host"},
		{"emptyDir", func(m *manifests) {
			podSpec(m).Volumes = append(podSpec(m).Volumes, corev1.Volume{Name: "tmp", VolumeSource: corev1.VolumeSource{EmptyDir: &corev1.EmptyDirVolumeSource{}}})
		}, "writes nothing"},
		{"liveness path", func(m *manifests) { container(m).LivenessProbe.HTTPGet.Path = "/health" }, "livenessProbe asks /health"},
		{"readiness port", func(m *manifests) { container(m).ReadinessProbe.HTTPGet.Port = intstr.FromInt32(8080) }, "readinessProbe asks port 8080"},
		{"no startup probe", func(m *manifests) { container(m).StartupProbe = nil }, "no HTTP startupProbe"},
		{"listen loopback", func(m *manifests) { container(m).Args[1] = "127.0.0.1:9464" }, "not 127.0.0.1"},
		{"listen port", func(m *manifests) { container(m).Args[1] = "0.0.0.0:9100" }, "not port 9464"},
		{"unknown flag", func(m *manifests) { container(m).Args = append([]string{"--metrics", "x"}, container(m).Args...) }, "unknown option --metrics"},
		{"no scripts", func(m *manifests) { container(m).Args = container(m).Args[:2] }, "no SCRIPT or DIR"},
		{"other dir", func(m *manifests) { container(m).Args[2] = "/scripts" }, "want the ConfigMap's directory"},
		{"allow unsafe", func(m *manifests) {
			container(m).Args = append([]string{"--allow-unsafe", "execs"}, container(m).Args...)
		}, "--allow-unsafe"},
		{"not the agent", func(m *manifests) { container(m).Command = []string{"/sonde"} }, "does not start with /sonde agent"},
		{"no NODE_NAME", func(m *manifests) {
			c := container(m)
			c.Env = slices.DeleteFunc(c.Env, func(e corev1.EnvVar) bool { return e.Name == "NODE_NAME" })
		}, "NODE_NAME"},
		{"no memory limit", func(m *manifests) { delete(container(m).Resources.Limits, corev1.ResourceMemory) }, "must all be set"},
		{"big cpu request", func(m *manifests) {
			container(m).Resources.Requests[corev1.ResourceCPU] = resource.MustParse("1")
		}, "cpu request 1"},
		{"small memory request", func(m *manifests) {
			container(m).Resources.Requests[corev1.ResourceMemory] = resource.MustParse("16Mi")
		}, "memory request 16Mi"},
		{"GOMEMLIMIT", func(m *manifests) {
			c := container(m)
			for i := range c.Env {
				if c.Env[i].Name == "GOMEMLIMIT" {
					c.Env[i].Value = "1GiB"
				}
			}
		}, "GOMEMLIMIT"},
		{"NodePort", func(m *manifests) { m.svc.Spec.Type = corev1.ServiceTypeNodePort }, "want ClusterIP"},
		{"service selector", func(m *manifests) { m.svc.Spec.Selector = map[string]string{"app": "other"} }, "does not select the agent's pods"},
		{"service port", func(m *manifests) { m.svc.Spec.Ports[0].TargetPort = intstr.FromInt32(9100) }, "service.yaml: port"},
		{"scrape annotation", func(m *manifests) { delete(m.svc.Annotations, "prometheus.io/scrape") }, "service.yaml: annotations"},
		{"namespace PSA", func(m *manifests) { delete(m.ns.Labels, "pod-security.kubernetes.io/enforce") }, "enforce must be privileged"},
		{"namespace", func(m *manifests) { m.cm.Namespace = "default" }, "configmap.yaml: namespace"},
		{"servicemonitor port", func(m *manifests) { m.sm.Spec.Endpoints[0].Port = "http" }, "components/servicemonitor: endpoints"},
		{"rbac secrets", func(m *manifests) { m.roles[0].Rules[0].Resources = append(m.roles[0].Rules[0].Resources, "secrets") }, "beyond core pods"},
		{"rbac wildcard verb", func(m *manifests) { m.roles[0].Rules[0].Verbs = []string{"*"} }, `verb "*"`},
		{"rbac subject", func(m *manifests) {
			m.binds[0].Subjects = append(m.binds[0].Subjects, rbacv1.Subject{Kind: "Group", Name: "system:authenticated"})
		}, "subjects"},
		{"writable debugfs", func(m *manifests) { mount(m, "/sys/kernel/debug").ReadOnly = false }, "mount /sys/kernel/debug is not read-only"},
		{"token without pod-lookup", func(m *manifests) { m.roles, m.binds = nil, nil; podSpec(m).AutomountServiceAccountToken = ptr(true) }, "automountServiceAccountToken"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			m := build(t, allComponents...)
			tt.mutate(m)
			ps := problems(m)
			for _, p := range ps {
				if strings.Contains(p, tt.want) {
					return
				}
			}
			t.Errorf("not caught: want a problem containing %q, got %q", tt.want, ps)
		})
	}
}

func podSpec(m *manifests) *corev1.PodSpec     { return &m.ds.Spec.Template.Spec }
func container(m *manifests) *corev1.Container { return &m.ds.Spec.Template.Spec.Containers[0] }
func sc(m *manifests) *corev1.SecurityContext  { return container(m).SecurityContext }
func mount(m *manifests, path string) *corev1.VolumeMount {
	c := container(m)
	for i := range c.VolumeMounts {
		if c.VolumeMounts[i].MountPath == path {
			return &c.VolumeMounts[i]
		}
	}
	panic("no mount at " + path)
}

// --- kustomization.yaml and the image recipe. ---

// TestKustomizationListsEveryFile checks that deploy/kustomization.yaml
// lists every manifest beside it and nothing else, that each component
// lists its own files, and that the components are off by default but
// named in kustomization.yaml's comments.
func TestKustomizationListsEveryFile(t *testing.T) {
	kusts := map[string]*kustomization{}
	for _, d := range readDocs(t) {
		if filepath.Base(d.file) != "kustomization.yaml" {
			continue
		}
		obj, err := decode(d)
		if err != nil {
			t.Fatal(err)
		}
		kusts[filepath.Dir(d.file)] = obj.(*kustomization)
	}
	dirs := []string{"."}
	for _, c := range allComponents {
		dirs = append(dirs, filepath.Join("components", c))
	}
	if found, _ := filepath.Glob("components/*"); len(found) != len(allComponents) {
		t.Errorf("components/ holds %q, want %q", found, allComponents)
	}
	for _, dir := range dirs {
		k := kusts[dir]
		if k == nil {
			t.Errorf("no %s/kustomization.yaml", dir)
			continue
		}
		if want := "Component"; dir != "." && k.Kind != want {
			t.Errorf("%s/kustomization.yaml: kind %s, want %s", dir, k.Kind, want)
		}
		listed := map[string]bool{}
		for _, r := range k.Resources {
			listed[filepath.Join(dir, r)] = true
		}
		for _, p := range k.Patches {
			listed[filepath.Join(dir, p.Path)] = true
		}
		files, _ := filepath.Glob(filepath.Join(dir, "*.yaml"))
		for _, f := range files {
			if filepath.Base(f) == "kustomization.yaml" {
				continue
			}
			if !listed[f] {
				t.Errorf("%s/kustomization.yaml does not list %s", dir, filepath.Base(f))
			}
			delete(listed, f)
		}
		for f := range listed {
			t.Errorf("%s/kustomization.yaml lists %s, which is not a file there", dir, f)
		}
	}
	// Off by default (the ServiceMonitor needs prometheus-operator's
	// CRDs), and each one named where a user turns it on.
	if base := kusts["."]; base != nil && len(base.Components) != 0 {
		t.Errorf("kustomization.yaml turns on %v by default", base.Components)
	}
	text, _ := os.ReadFile("kustomization.yaml")
	for _, c := range allComponents {
		if !bytes.Contains(text, []byte("#   - components/"+c+"\n")) {
			t.Errorf("kustomization.yaml's comments do not name components/%s", c)
		}
	}
}

// TestContainerfile checks the image recipe: a static build, the binary
// alone on scratch, and the entrypoint the DaemonSet's command repeats.
func TestContainerfile(t *testing.T) {
	data, err := os.ReadFile("Containerfile")
	if err != nil {
		t.Fatal(err)
	}
	var froms, entry []string
	var static bool
	for _, line := range strings.Split(string(data), "\n") {
		f := strings.Fields(line)
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		switch strings.ToUpper(f[0]) {
		case "FROM":
			froms = append(froms, f[1])
		case "ENTRYPOINT":
			entry = []string{strings.TrimSpace(strings.TrimPrefix(line, f[0]))}
		}
		if strings.Contains(line, "CGO_ENABLED=0") && strings.Contains(line, "go build") {
			static = true
		}
	}
	if len(froms) < 2 || !strings.HasPrefix(froms[0], "golang:") || froms[len(froms)-1] != "scratch" {
		t.Errorf("stages %v: want a golang build stage and a scratch final stage", froms)
	}
	if !static {
		t.Error("the binary is not built with CGO_ENABLED=0")
	}
	if !slices.Equal(entry, []string{`["/sonde", "agent"]`}) {
		t.Errorf("ENTRYPOINT %v, want [\"/sonde\", \"agent\"]", entry)
	}
	m := build(t)
	if got := container(m).Command; !slices.Equal(got, []string{"/sonde", "agent"}) {
		t.Errorf("the DaemonSet's command %q is not the image's entrypoint", got)
	}
	if img := container(m).Image; !strings.HasPrefix(img, "sonde:") {
		t.Errorf("image %s: kustomization.yaml's images entry names sonde", img)
	}
}

// --- The scripts. ---

// TestScripts parses every script in the ConfigMap, then compiles it with
// sonde's compiler against the running kernel's tracepoints and BTF (no
// program is loaded).
func TestScripts(t *testing.T) {
	m := build(t)
	if len(m.cm.Data) < 2 || len(m.cm.BinaryData) != 0 {
		t.Fatalf("configmap.yaml: %d scripts (and %d binary), want at least 2", len(m.cm.Data), len(m.cm.BinaryData))
	}
	popts := parser.Options{Defines: map[string]string{"BPFTRACE_HAVE_BTF": "1"}}
	for name, text := range m.cm.Data {
		if !strings.HasSuffix(name, ".bt") {
			t.Errorf("configmap.yaml: %s: the agent runs *.bt files only", name)
		}
		if _, diags := parser.Parse(source.NewFile(name, text), popts); diags.HasErrors() {
			t.Errorf("configmap.yaml: %s: %v", name, render(source.NewFile(name, text), diags))
		}
	}
	testutil.RequireKernel(t, testutil.Privileged())
	for name, text := range m.cm.Data {
		if err := compileScript(name, text); err != nil {
			t.Errorf("configmap.yaml: %v", err)
		}
	}
	// And the compile can fail: a field the tracepoint lacks, a probe
	// that does not exist.
	for _, bad := range []string{
		"tracepoint:sched:sched_process_exec { @[args.no_such_field] = count(); }",
		"tracepoint:sched:no_such_event { @ = count(); }",
	} {
		err := compileScript("bad.bt", bad)
		if err == nil {
			t.Errorf("%s compiles", bad)
			continue
		}
		t.Logf("as it should: %v", err)
	}
}

// compileScript compiles a script as the agent would, against this
// machine's kernel, without loading it.
func compileScript(name, text string) error {
	f := source.NewFile(name, text)
	out, diags := lang.Compile(f, lang.Options{
		Parser: parser.Options{Defines: map[string]string{"BPFTRACE_HAVE_BTF": "1"}},
		Check: check.Options{Env: probe.Env{}, MaxStrlen: 1024, NCPUs: 1, Newest: true, BoolResults: true,
			MissingProbes: check.MissingError},
	})
	if out == nil || diags.HasErrors() {
		return fmt.Errorf("%s does not compile:\n%s", name, render(f, diags))
	}
	if len(out.Programs) == 0 {
		return fmt.Errorf("%s: no programs", name)
	}
	return nil
}

// TestPosture runs each script in the ConfigMap the way the DaemonSet
// runs the agent: uid 0 with the capability bounding set cut to the
// manifest's capabilities, no_new_privs (allowPrivilegeEscalation: false),
// and, in a mount namespace of its own, the root filesystem and the host
// paths the pod mounts read-only. Each must load and attach; and without
// CAP_PERFMON the same run must fail, so the restriction is real.
func TestPosture(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	if os.Geteuid() != 0 {
		testutil.RequireKernel(t, "needs root to make a mount namespace")
	}
	for _, tool := range []string{"unshare", "setpriv"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Fatalf("%s (util-linux) is needed: %v", tool, err)
		}
	}
	m := build(t)
	sc := container(m).SecurityContext
	dir := t.TempDir()
	bin := filepath.Join(dir, "sonde")
	cmd := exec.Command("go", "build", "-o", bin, "sonde/cmd/sonde")
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	var readOnly []string
	for _, vm := range container(m).VolumeMounts {
		if v := volume(m, vm.Name); v.HostPath != nil && vm.ReadOnly {
			readOnly = append(readOnly, vm.MountPath)
		}
	}
	run := func(caps []corev1.Capability, script string) (string, error) {
		bounding := "-all"
		for _, c := range caps {
			bounding += ",+" + strings.ToLower(strings.TrimPrefix(string(c), "CAP_"))
		}
		// Remount read-only what the pod has read-only; then drop to the
		// pod's capabilities, as the runtime does before exec.
		sh := "mount -o remount,bind,ro / || exit 1\n"
		for _, p := range readOnly {
			sh += fmt.Sprintf("if mountpoint -q %[1]s; then mount -o remount,bind,ro %[1]s || exit 1; fi\n", p)
		}
		sh += `exec "$@"`
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		defer cancel()
		cmd := exec.CommandContext(ctx, "unshare", "--mount", "--propagation", "private", "--", "sh", "-c", sh, "sh",
			"setpriv", "--bounding-set="+bounding, "--inh-caps=-all", "--no-new-privs", bin, script)
		out, err := cmd.CombinedOutput()
		return string(out), err
	}
	for name, text := range m.cm.Data {
		script := filepath.Join(dir, name)
		if err := os.WriteFile(script, []byte(text+"\ninterval:ms:300 { exit(); }\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		out, err := run(sc.Capabilities.Add, script)
		if err != nil || !strings.Contains(out, "Attached") || strings.Contains(out, "sonde:") {
			t.Errorf("%s under the pod's posture: %v\n%s", name, err, out)
		}
		var noPerfmon []corev1.Capability
		for _, c := range sc.Capabilities.Add {
			if c != "PERFMON" {
				noPerfmon = append(noPerfmon, c)
			}
		}
		if out, err := run(noPerfmon, script); err == nil || !strings.Contains(out, "CAP_PERFMON") {
			t.Errorf("%s runs without CAP_PERFMON: %v\n%s", name, err, out)
		}
	}
}

func volume(m *manifests, name string) *corev1.Volume {
	for i, v := range podSpec(m).Volumes {
		if v.Name == name {
			return &podSpec(m).Volumes[i]
		}
	}
	return &corev1.Volume{}
}

func render(f *source.File, diags source.Diagnostics) string {
	var b bytes.Buffer
	for _, d := range diags {
		source.RenderOne(&b, f, d)
	}
	return b.String()
}
