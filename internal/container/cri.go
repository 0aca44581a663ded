package container

import (
	"bytes"
	"context"
	"encoding/binary"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"
	"time"

	"google.golang.org/protobuf/encoding/protowire"
)

// CRIList lists the running containers through the Kubernetes Container
// Runtime Interface on the unix socket path (containerd's, CRI-O's): one
// unary gRPC call, runtime.v1.RuntimeService/ListContainers, over
// HTTP/2 without TLS as gRPC runs on a unix socket, its two messages
// encoded with protowire. A container's Names are its name in its pod;
// Labels are the CRI's (io.kubernetes.pod.name, ...).
func CRIList(ctx context.Context, path string) ([]Named, error) {
	tr := &http.Transport{Protocols: new(http.Protocols),
		DialContext: func(ctx context.Context, _, _ string) (net.Conn, error) {
			return (&net.Dialer{}).DialContext(ctx, "unix", path)
		}}
	tr.Protocols.SetUnencryptedHTTP2(true)
	client := &http.Client{Timeout: 5 * time.Second, Transport: tr}
	defer client.CloseIdleConnections()
	// ListContainersRequest{filter: {state: {state: CONTAINER_RUNNING}}}
	state := protowire.AppendTag(nil, 1, protowire.VarintType)
	state = protowire.AppendVarint(state, 1)
	filter := protowire.AppendTag(nil, 2, protowire.BytesType)
	filter = protowire.AppendBytes(filter, state)
	req := protowire.AppendTag(nil, 1, protowire.BytesType)
	req = protowire.AppendBytes(req, filter)
	body := binary.BigEndian.AppendUint32([]byte{0}, uint32(len(req)))
	body = append(body, req...)
	hr, err := http.NewRequestWithContext(ctx, http.MethodPost, "http://localhost/runtime.v1.RuntimeService/ListContainers", bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	hr.Header.Set("Content-Type", "application/grpc")
	hr.Header.Set("TE", "trailers")
	resp, err := client.Do(hr)
	if err != nil {
		return nil, fmt.Errorf("CRI on %s: %w", path, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("CRI on %s: ListContainers: HTTP %s", path, resp.Status)
	}
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, fmt.Errorf("CRI on %s: %w", path, err)
	}
	if err := grpcStatus(resp); err != nil {
		return nil, fmt.Errorf("CRI on %s: ListContainers: %w", path, err)
	}
	if len(data) < 5 || data[0] != 0 || int(binary.BigEndian.Uint32(data[1:5])) != len(data)-5 {
		return nil, fmt.Errorf("CRI on %s: ListContainers: a response of %d bytes is not one uncompressed message", path, len(data))
	}
	list, err := decodeContainers(data[5:])
	if err != nil {
		return nil, fmt.Errorf("CRI on %s: ListContainers: %w", path, err)
	}
	return list, nil
}

// grpcStatus is the call's error from its grpc-status (in the trailers,
// or in the headers of a response without a message).
func grpcStatus(resp *http.Response) error {
	code, msg := resp.Trailer.Get("Grpc-Status"), resp.Trailer.Get("Grpc-Message")
	if code == "" {
		code, msg = resp.Header.Get("Grpc-Status"), resp.Header.Get("Grpc-Message")
	}
	if code == "" || code == "0" {
		return nil
	}
	if m, err := url.PathUnescape(msg); err == nil {
		msg = m
	}
	return fmt.Errorf("gRPC status %s: %s", code, msg)
}

// decodeContainers reads a ListContainersResponse: containers (1), each
// with id (1), metadata (3: name 1) and labels (8: map entries).
func decodeContainers(b []byte) ([]Named, error) {
	var out []Named
	err := fields(b, func(num protowire.Number, v []byte) error {
		if num != 1 {
			return nil
		}
		c := Named{Labels: map[string]string{}}
		err := fields(v, func(num protowire.Number, v []byte) error {
			switch num {
			case 1:
				c.ID = string(v)
			case 3:
				return fields(v, func(num protowire.Number, v []byte) error {
					if num == 1 {
						c.Names = append(c.Names, string(v))
					}
					return nil
				})
			case 8:
				var k, val string
				err := fields(v, func(num protowire.Number, v []byte) error {
					switch num {
					case 1:
						k = string(v)
					case 2:
						val = string(v)
					}
					return nil
				})
				c.Labels[k] = val
				return err
			}
			return nil
		})
		out = append(out, c)
		return err
	})
	return out, err
}

// fields calls f with each length-delimited field of the message b,
// skipping the others.
func fields(b []byte, f func(protowire.Number, []byte) error) error {
	for len(b) > 0 {
		num, typ, n := protowire.ConsumeTag(b)
		if n < 0 {
			return protowire.ParseError(n)
		}
		b = b[n:]
		if typ != protowire.BytesType {
			n = protowire.ConsumeFieldValue(num, typ, b)
			if n < 0 {
				return protowire.ParseError(n)
			}
			b = b[n:]
			continue
		}
		v, n := protowire.ConsumeBytes(b)
		if n < 0 {
			return protowire.ParseError(n)
		}
		if err := f(num, v); err != nil {
			return err
		}
		b = b[n:]
	}
	return nil
}

// matches is whether the container has the name ref: a name its runtime
// lists ("/web" or "web" for docker), or under Kubernetes POD/NAME or
// NAMESPACE/POD/NAME.
func (c Named) matches(ref string) bool {
	ref = strings.TrimPrefix(ref, "/")
	pod, ns := c.Labels["io.kubernetes.pod.name"], c.Labels["io.kubernetes.pod.namespace"]
	for _, n := range c.Names {
		if n == ref || pod != "" && (ref == pod+"/"+n || ref == ns+"/"+pod+"/"+n) {
			return true
		}
	}
	return false
}

// List lists the running containers through the socket's API: docker's
// Engine API, or the CRI.
func List(ctx context.Context, s Socket) ([]Named, error) {
	if s.Runtime == "docker" {
		return DockerList(ctx, s.Path)
	}
	return CRIList(ctx, s.Path)
}
