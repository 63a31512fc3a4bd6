package cards

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"

	"go.yaml.in/yaml/v3"
)

// entryNode is one card (or chart side) of a data file, kept as a YAML node
// so that its name is known before it is decoded strictly.
type entryNode struct {
	node *yaml.Node
	name string
}

// splitEntries reads a data file whose top level is a sequence of mappings
// and returns each entry with its name (the value of nameKey, or "#n" when
// absent). Anything else at the top level is an error naming the file.
func splitEntries(file string, data []byte, nameKey string) (out []entryNode, err error) {
	defer func() {
		// The YAML library is trusted, but a malformed document must never
		// take the game down: report it as a bad file instead.
		if r := recover(); r != nil {
			out, err = nil, fmt.Errorf("%s: unreadable YAML: %v", file, r)
		}
	}()
	var doc yaml.Node
	dec := yaml.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&doc); err != nil {
		if errors.Is(err, io.EOF) {
			return nil, fmt.Errorf("%s: empty file", file)
		}
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	var extra yaml.Node
	if err := dec.Decode(&extra); !errors.Is(err, io.EOF) {
		return nil, fmt.Errorf("%s: want exactly one YAML document", file)
	}
	root := &doc
	if root.Kind == yaml.DocumentNode && len(root.Content) == 1 {
		root = root.Content[0]
	}
	if root.Kind != yaml.SequenceNode {
		return nil, fmt.Errorf("%s: line %d: want a list of entries", file, root.Line)
	}
	for i, n := range root.Content {
		if n.Kind != yaml.MappingNode {
			return nil, fmt.Errorf("%s: entry %d (line %d): want a mapping", file, i+1, n.Line)
		}
		name := fmt.Sprintf("#%d", i+1)
		for k := 0; k+1 < len(n.Content); k += 2 {
			if n.Content[k].Value == nameKey && n.Content[k+1].Kind == yaml.ScalarNode && n.Content[k+1].Value != "" {
				name = n.Content[k+1].Value
			}
		}
		out = append(out, entryNode{node: n, name: name})
	}
	return out, nil
}

// decodeStrict decodes one entry into v, rejecting fields v does not have.
// yaml.Node.Decode cannot reject unknown fields, so the node is written back
// out and read again with KnownFields.
func decodeStrict(n *yaml.Node, v any) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("unreadable YAML: %v", r)
		}
	}()
	b, err := yaml.Marshal(n)
	if err != nil {
		return err
	}
	dec := yaml.NewDecoder(bytes.NewReader(b))
	dec.KnownFields(true)
	if err := dec.Decode(v); err != nil {
		return cleanYAMLError(err)
	}
	return nil
}

// cleanYAMLError drops the library's line numbers, which count lines of the
// re-encoded entry rather than of the file, and its Go type names.
func cleanYAMLError(err error) error {
	var te *yaml.TypeError
	if !errors.As(err, &te) {
		return err
	}
	msgs := make([]string, 0, len(te.Errors))
	for _, m := range te.Errors {
		if i := strings.Index(m, ": "); strings.HasPrefix(m, "line ") && i > 0 {
			m = m[i+2:]
		}
		if i := strings.Index(m, " in type "); i > 0 {
			m = m[:i]
		}
		if i := strings.Index(m, " into cards."); i > 0 {
			m = m[:i] + " into a mapping"
		}
		msgs = append(msgs, m)
	}
	return errors.New(strings.Join(msgs, "; "))
}

// entryError wraps err with the file and the entry's name and line.
func entryError(file, what string, e entryNode, err error) error {
	return fmt.Errorf("%s: %s %q (line %d): %w", file, what, e.name, e.node.Line, err)
}

// fieldError says which field of an entry is wrong.
func fieldError(field string, err error) error {
	return fmt.Errorf("%s: %w", field, err)
}
