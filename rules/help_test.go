package rules

import (
	"bytes"
	"flag"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"

	"github.com/superdungeon-digital/superdungeon/cards"
)

var updateGlossary = flag.Bool("update", false, "rewrite cards/data/glossary.yaml from KeywordHelp and StatusHelp")

const glossaryPath = "../cards/data/glossary.yaml"

// glossaryYAML is the glossary file generated from the help tables.
func glossaryYAML(t *testing.T) []byte {
	var b bytes.Buffer
	b.WriteString(`# GENERATED from rules/help.go (KeywordHelp, StatusHelp) by
#   go test ./rules -run TestGlossaryIsGenerated -update
# Do not edit: change the text in rules/help.go, beside the rule it explains.
# Player-facing explanations of every keyword and status effect, written in
# the project's own words (never the rulebook's); the game shows them in
# tooltips. "# house rule" above an entry marks a meaning the project gave
# a word the books name without defining (the player reads the meaning only).
`)
	section := func(name string, hs []Help) {
		b.WriteString(name + ":\n")
		for _, h := range hs {
			if h.House {
				b.WriteString("  # house rule\n")
			}
			v, err := yaml.Marshal(h.Text)
			require.NoError(t, err)
			b.WriteString("  " + h.Name + ": " + strings.TrimSpace(string(v)) + "\n")
		}
	}
	section("keywords", KeywordHelp())
	section("statuses", StatusHelp())
	return b.Bytes()
}

// The glossary the player reads is generated from the rules' help table.
func TestGlossaryIsGenerated(t *testing.T) {
	want := glossaryYAML(t)
	if *updateGlossary {
		require.NoError(t, os.WriteFile(glossaryPath, want, 0o644))
	}
	got, err := os.ReadFile(glossaryPath)
	require.NoError(t, err)
	assert.Equal(t, string(want), string(got), "cards/data/glossary.yaml is generated from rules/help.go: run go test ./rules -run TestGlossaryIsGenerated -update")
	g, err := cards.LoadGlossary()
	require.NoError(t, err)
	for _, h := range append(KeywordHelp(), StatusHelp()...) {
		text, ok := g.Explain(h.Name)
		assert.True(t, ok, h.Name)
		assert.Equal(t, h.Text, text, h.Name)
	}
}

// Every keyword the card loaders accept and every status effect has one
// text, and no text is for a word the cards do not know.
func TestHelpCoversTheVocabulary(t *testing.T) {
	var names []string
	for _, h := range KeywordHelp() {
		assert.NotContains(t, names, h.Name, "twice")
		names = append(names, h.Name)
	}
	known := cards.KnownKeywords()
	for _, s := range cards.AllStatuses {
		names = append(names, string(s)) // a status on a card: its help is the status's
	}
	for _, k := range known {
		assert.Contains(t, names, k, "the keyword %s has no text", k)
	}
	for _, h := range KeywordHelp() {
		assert.Contains(t, known, h.Name, "a text for %s, which no card may carry", h.Name)
	}
	var sts []string
	for _, h := range StatusHelp() {
		sts = append(sts, h.Name)
	}
	for _, s := range cards.AllStatuses {
		assert.Contains(t, sts, string(s))
	}
	assert.Len(t, sts, len(cards.AllStatuses))
	for _, h := range append(KeywordHelp(), StatusHelp()...) {
		words := len(strings.Fields(h.Text))
		assert.LessOrEqual(t, words, 35, "%s: a tooltip, not a rules page", h.Name)
		// The mark is for whoever edits the rules; a player reads the
		// meaning (played by mouse: a bare "House rule." in the Ranger's
		// tooltip read as a developer's note).
		assert.NotContains(t, strings.ToLower(h.Text), "house rule", "%s: the glossary file marks a house rule, not the text a player reads", h.Name)
	}
}

// funcSources maps "file.go:Func" (rules and rules/arcade) to the
// function's source text.
func funcSources(t *testing.T) map[string]string {
	out := map[string]string{}
	for _, dir := range []string{".", "arcade"} {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		require.NoError(t, err)
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			src, err := os.ReadFile(f)
			require.NoError(t, err)
			fs := token.NewFileSet()
			file, err := parser.ParseFile(fs, f, src, 0)
			require.NoError(t, err)
			for _, d := range file.Decls {
				if fd, ok := d.(*ast.FuncDecl); ok {
					out[filepath.ToSlash(f)+":"+fd.Name.Name] = string(src[fs.Position(fd.Pos()).Offset:fs.Position(fd.End()).Offset])
				}
			}
		}
	}
	return out
}

// Every text names the rules that implement it, and each of those
// functions exists and looks at the word: a text with no rule fails.
func TestEveryHelpTextHasItsRule(t *testing.T) {
	src := funcSources(t)
	for _, h := range append(KeywordHelp(), StatusHelp()...) {
		require.NotEmpty(t, h.Rules, "%s names no rule", h.Name)
		mention := h.Mention
		if mention == "" {
			mention = `"` + h.Name + `"`
		}
		looks := false
		for _, r := range h.Rules {
			body, ok := src[r]
			assert.True(t, ok, "%s: no function %s", h.Name, r)
			looks = looks || strings.Contains(body, mention)
		}
		assert.True(t, looks, "%s: none of %v looks at %s", h.Name, h.Rules, mention)
	}
}

// Every keyword the engine asks about by name (Has, Keyword, act.Has) has a
// text: a rule with no text fails.
func TestEveryRuleHasItsHelpText(t *testing.T) {
	var names []string
	for _, h := range append(KeywordHelp(), StatusHelp()...) {
		names = append(names, h.Name)
	}
	re := regexp.MustCompile(`(?:\.Has\([^()]*?,\s*|\.Has\(|\.Keyword\(|MonsterKeyword\([^()]*?,\s*)"([A-Z][A-Za-z' ]+)"\)`)
	for f, body := range funcSources(t) {
		for _, m := range re.FindAllStringSubmatch(body, -1) {
			assert.True(t, slices.Contains(names, m[1]), "%s asks about %q, which has no help text", f, m[1])
		}
	}
}

// Every status's words say how it ends (Arcade rulebook, "Status Effects":
// the tokens come off as the model's activation ends, and Heal removes
// them; the Consul turn is the monsters' activation, arcade/gang.go
// cleanUp), and a text that says it ends with the activation names the
// rules that take it off. Played by mouse: the Ice tooltip never said when
// Ice thaws.
func TestEveryStatusSaysHowItEnds(t *testing.T) {
	ends := regexp.MustCompile(`\b(Ends|Thaws|Wears off|Goes out|Lasts until)\b`)
	for _, h := range StatusHelp() {
		assert.Regexp(t, ends, h.Text, h.Name)
		if strings.Contains(h.Text, "activation ends") {
			assert.Contains(t, h.Rules, "activation.go:endActivation", h.Name)
		}
		if strings.Contains(h.Text, "when its activation ends, or when a heal takes it off (wounds heal first)") {
			assert.Contains(t, h.Rules, "arcade/gang.go:cleanUp", "%s: a monster's ends with the Consul turn", h.Name)
		}
	}
}
