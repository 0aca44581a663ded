package probe

// What Attach returns when one target holds several links (kprobe, uprobe).

import (
	"errors"
	"io"
)

// multiCloser detaches several links as one, returning their errors joined.
type multiCloser []io.Closer

func (m multiCloser) Close() error {
	var errs []error
	for _, c := range m {
		errs = append(errs, c.Close())
	}
	return errors.Join(errs...)
}
