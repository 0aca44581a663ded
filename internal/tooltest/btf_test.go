package tooltest

import (
	"github.com/cilium/ebpf/btf"

	"sonde/internal/kbtf"
)

// btfHasField reports whether the kernel's struct structName has a field
// named field, looking into anonymous members. When BTF cannot be read it
// answers true, so that the tool is expected to work.
func btfHasField(structName, field string) bool {
	spec, err := kbtf.Kernel()
	if err != nil {
		return true
	}
	var st *btf.Struct
	if err := spec.TypeByName(structName, &st); err != nil {
		return true
	}
	return hasMember(st.Members, field)
}

func hasMember(ms []btf.Member, field string) bool {
	for _, m := range ms {
		if m.Name == field {
			return true
		}
		if m.Name == "" {
			switch t := btf.UnderlyingType(m.Type).(type) {
			case *btf.Struct:
				if hasMember(t.Members, field) {
					return true
				}
			case *btf.Union:
				if hasMember(t.Members, field) {
					return true
				}
			}
		}
	}
	return false
}
