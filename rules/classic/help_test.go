package classic

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// funcBodies maps "file.go:Func" and "file.go:Recv.Method" in this package
// to the function's source.
func funcBodies(t *testing.T) map[string]string {
	out := map[string]string{}
	files, err := filepath.Glob("*.go")
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
			fd, ok := d.(*ast.FuncDecl)
			if !ok {
				continue
			}
			name := fd.Name.Name
			if fd.Recv != nil && len(fd.Recv.List) == 1 {
				typ := fd.Recv.List[0].Type
				if st, ok := typ.(*ast.StarExpr); ok {
					typ = st.X
				}
				if id, ok := typ.(*ast.Ident); ok {
					name = id.Name + "." + name
				}
			}
			out[f+":"+name] = string(src[fs.Position(fd.Pos()).Offset:fs.Position(fd.End()).Offset])
		}
	}
	return out
}

// The words a classic player reads for a status sit beside the rules that
// give it its 1st edition meaning: each named function exists and looks at
// the status; each text is a status, says how it ends, and is short.
func TestStatusHelpHasItsRule(t *testing.T) {
	src := funcBodies(t)
	for _, h := range StatusHelp() {
		_, err := cards.ParseStatus(h.Name)
		assert.NoError(t, err)
		looks := false
		for _, r := range h.Rules {
			body, ok := src[r]
			assert.True(t, ok, "%s: no function %s", h.Name, r)
			looks = looks || strings.Contains(body, h.Mention)
		}
		assert.True(t, looks, "%s: none of %v looks at %s", h.Name, h.Rules, h.Mention)
		assert.LessOrEqual(t, len(strings.Fields(h.Text)), 35, h.Name)
	}
}
