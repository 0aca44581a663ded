module sonde

go 1.26.8

require (
	github.com/chzyer/readline v1.5.1 // indirect
	github.com/cilium/ebpf v0.22.0 // indirect
	github.com/google/pprof v0.0.0-20261016150608-1facf8f91b50 // indirect
	github.com/ianlancetaylor/demangle v0.0.0-20260724033716-83e58baca724 // indirect
	github.com/klauspost/compress v1.18.0 // indirect
	github.com/ulikunitz/xz v0.5.15 // indirect
	golang.org/x/arch v0.32.0 // indirect
	golang.org/x/net v0.60.0 // indirect
	golang.org/x/sys v0.49.0 // indirect
	golang.org/x/text v0.42.0 // indirect
	google.golang.org/genproto/googleapis/rpc v0.0.0-20260817212433-ac3dfec99bb1 // indirect
	google.golang.org/grpc v1.85.0 // indirect
	google.golang.org/protobuf v1.36.12 // indirect
	k8s.io/cri-api v0.37.2 // indirect
)
