package container

import (
	"context"
	"net"
	"path/filepath"
	"strings"
	"testing"

	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
	runtimeapi "k8s.io/cri-api/pkg/apis/runtime/v1"
)

// criServer is a CRI runtime service as containerd's and CRI-O's: grpc-go
// serving the CRI's generated RuntimeService on a unix socket.
type criServer struct {
	runtimeapi.UnimplementedRuntimeServiceServer
	containers []*runtimeapi.Container
	fail       error
	got        *runtimeapi.ListContainersRequest
}

func (s *criServer) ListContainers(_ context.Context, req *runtimeapi.ListContainersRequest) (*runtimeapi.ListContainersResponse, error) {
	s.got = req
	if s.fail != nil {
		return nil, s.fail
	}
	return &runtimeapi.ListContainersResponse{Containers: s.containers}, nil
}

func startCRI(t *testing.T, s *criServer) string {
	sock := filepath.Join(t.TempDir(), "containerd.sock")
	l, err := net.Listen("unix", sock)
	if err != nil {
		t.Fatal(err)
	}
	g := grpc.NewServer()
	runtimeapi.RegisterRuntimeServiceServer(g, s)
	go g.Serve(l)
	t.Cleanup(g.Stop)
	return sock
}

func podLabels(pod, ns string) map[string]string {
	return map[string]string{"io.kubernetes.pod.name": pod, "io.kubernetes.pod.namespace": ns, "io.kubernetes.pod.uid": podUID}
}

func TestCRI(t *testing.T) {
	root := fakeTree(t)
	srv := &criServer{containers: []*runtimeapi.Container{
		{Id: idCRI, PodSandboxId: "sandbox", Metadata: &runtimeapi.ContainerMetadata{Name: "web", Attempt: 1},
			State: runtimeapi.ContainerState_CONTAINER_RUNNING, Labels: podLabels("web-0", "shop"), Annotations: map[string]string{"a": "b"}},
		{Id: idCgfs, Metadata: &runtimeapi.ContainerMetadata{Name: "sidecar"}, State: runtimeapi.ContainerState_CONTAINER_RUNNING, Labels: podLabels("web-0", "shop")},
		{Id: idCrio, Metadata: &runtimeapi.ContainerMetadata{Name: "sidecar"}, State: runtimeapi.ContainerState_CONTAINER_RUNNING, Labels: podLabels("db-0", "shop")},
	}}
	sock := startCRI(t, srv)
	ctx := context.Background()
	list, err := CRIList(ctx, sock)
	if err != nil || len(list) != 3 || list[0].ID != idCRI || list[0].Names[0] != "web" || list[0].Labels["io.kubernetes.pod.namespace"] != "shop" {
		t.Fatalf("CRIList = %+v, %v", list, err)
	}
	if f := srv.got.GetFilter(); f.GetState().GetState() != runtimeapi.ContainerState_CONTAINER_RUNNING {
		t.Errorf("the request's filter is %v, want running containers", f)
	}
	sockets := []Socket{{"containerd", sock}}
	for ref, id := range map[string]string{"web": idCRI, "web-0/sidecar": idCgfs, "shop/db-0/sidecar": idCrio} {
		if f, err := Resolve(ctx, root, ref, sockets); err != nil || f.ID != id {
			t.Errorf("Resolve(%s) = %+v, %v; want %s", ref, f, err, id)
		}
	}
	if _, err := Resolve(ctx, root, "sidecar", sockets); err == nil || !strings.Contains(err.Error(), `container name "sidecar" is ambiguous: 2 containers`) {
		t.Errorf("Resolve(sidecar): %v", err)
	}
	r := &Resolver{Sockets: sockets}
	if l := r.containerLabels(idCRI); l["io.kubernetes.pod.name"] != "web-0" {
		t.Errorf("labels of %s: %v", idCRI, l)
	}
	srv.fail = status.Error(codes.Unavailable, "runtime is shutting down")
	if _, err := CRIList(ctx, sock); err == nil || !strings.Contains(err.Error(), "gRPC status 14: runtime is shutting down") {
		t.Errorf("CRIList of a failing runtime: %v", err)
	}
}
