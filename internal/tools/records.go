package tools

import (
	"bufio"
	"encoding/json"
	"io"
)

// readRecords calls fn with each JSON record a script printed into a
// Renderer (lines that are not records are skipped), until EOF or fn's
// first error.
func readRecords(in io.Reader, fn func(r record) error) error {
	sc := bufio.NewScanner(in)
	sc.Buffer(nil, maxRecord)
	for sc.Scan() {
		var r record
		if json.Unmarshal(sc.Bytes(), &r) != nil {
			continue
		}
		if err := fn(r); err != nil {
			return err
		}
	}
	return sc.Err()
}
