package metrics

import (
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"time"

	"github.com/prometheus/exporter-toolkit/web"
)

// Server serves /metrics on one address, with TLS and basic auth from an
// exporter-toolkit web config file (--web.config.file) as node_exporter
// does: a request without the right password gets 401 and nothing else.
type Server struct {
	ln        net.Listener
	webConfig string
	srv       *http.Server
	mux       *http.ServeMux
	done      chan error
}

// DefaultHost is the host an address without one binds.
const DefaultHost = "127.0.0.1"

// ListenAddr completes addr: a port alone ("9464" or ":9464") binds
// DefaultHost.
func ListenAddr(addr string) (string, error) {
	if !strings.Contains(addr, ":") {
		addr = ":" + addr
	}
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return "", err
	}
	if port == "" {
		return "", fmt.Errorf("address %q has no port", addr)
	}
	if host == "" {
		host = DefaultHost
	}
	return net.JoinHostPort(host, port), nil
}

// Listen checks webConfig ("" for plain HTTP without auth) and binds addr:
// the errors a command line reports before it starts anything.
func Listen(addr, webConfig string) (*Server, error) {
	a, err := ListenAddr(addr)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", addr, err)
	}
	if err := web.Validate(webConfig); err != nil {
		return nil, fmt.Errorf("web config %s: %w", webConfig, oneLine(err))
	}
	ln, err := net.Listen("tcp", a)
	if err != nil {
		var op *net.OpError
		if errors.As(err, &op) && op.Err != nil {
			err = op.Err
		}
		return nil, fmt.Errorf("listen on %s: %w", a, err)
	}
	return &Server{ln: ln, webConfig: webConfig, mux: http.NewServeMux()}, nil
}

// oneLine keeps an error (a YAML error lists several) on one line.
func oneLine(err error) error {
	s := strings.Join(strings.Fields(err.Error()), " ")
	return errors.New(s)
}

// Addr is the address bound (its port, where addr's was 0).
func (s *Server) Addr() string { return s.ln.Addr().String() }

// Handle adds a handler before Start (the agent's /healthz, /readyz).
func (s *Server) Handle(pattern string, h http.Handler) { s.mux.Handle(pattern, h) }

// Start serves /metrics from read, and what Handle added, until Close.
func (s *Server) Start(read func() (Snapshot, error)) {
	s.mux.Handle("/metrics", Handler(read))
	s.srv = &http.Server{Handler: s.mux, ReadHeaderTimeout: 10 * time.Second}
	s.done = make(chan error, 1)
	flags := &web.FlagConfig{WebListenAddresses: &[]string{s.Addr()}, WebSystemdSocket: new(bool), WebConfigFile: &s.webConfig}
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	go func() { s.done <- web.Serve(s.ln, s.srv, flags, logger) }()
}

// Close stops serving and releases the address.
func (s *Server) Close() error {
	if s.srv == nil {
		return s.ln.Close()
	}
	err := s.srv.Close()
	if e := <-s.done; e != nil && !errors.Is(e, http.ErrServerClosed) && err == nil {
		err = e
	}
	return err
}
