package cards

import (
	"bytes"
	_ "embed"
	"fmt"

	"go.yaml.in/yaml/v3"
)

// Glossary holds the player-facing explanation of every keyword and status
// effect, for tooltips.
type Glossary struct {
	Keywords map[string]string `yaml:"keywords"`
	Statuses map[string]string `yaml:"statuses"`
}

//go:embed data/glossary.yaml
var glossaryYAML []byte

// LoadGlossary reads the embedded glossary.
func LoadGlossary() (*Glossary, error) { return ParseGlossary("data/glossary.yaml", glossaryYAML) }

// ParseGlossary reads a glossary and checks each entry names a known keyword
// or status and has text.
func ParseGlossary(file string, data []byte) (*Glossary, error) {
	var g Glossary
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(&g); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	for name, text := range g.Keywords {
		if _, ok := keywordTakesValue[name]; !ok {
			return nil, fmt.Errorf("%s: keywords: %q is not a known keyword", file, name)
		}
		if text == "" {
			return nil, fmt.Errorf("%s: keywords: %q has no text", file, name)
		}
	}
	for name, text := range g.Statuses {
		if _, err := ParseStatus(name); err != nil {
			return nil, fmt.Errorf("%s: statuses: %w", file, err)
		}
		if text == "" {
			return nil, fmt.Errorf("%s: statuses: %q has no text", file, name)
		}
	}
	return &g, nil
}

// Explain returns the explanation of a keyword (with or without its number,
// "Lance 6" or "Lance") or status, and false if there is none.
func (g *Glossary) Explain(word string) (string, bool) {
	if t, ok := g.Statuses[word]; ok {
		return t, true
	}
	if _, isV, err := ParseVulnerable(word); isV && err == nil {
		// "Vulnerable Fire": the status's text (it names its X itself).
		return g.Statuses[string(Vulnerable)], true
	}
	if k, err := ParseKeyword(word); err == nil {
		word = k.Name
		if st, ok := g.Statuses[word]; ok {
			return st, true
		}
	}
	t, ok := g.Keywords[word]
	return t, ok
}
