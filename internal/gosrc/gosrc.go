// Package gosrc reads a package's Go source for tests that check the words
// a player reads sit beside the rules that give them their meaning (the
// help texts of rules/classic and rules/explore).
package gosrc

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
)

// FuncBodies maps "file.go:Func" and "file.go:Recv.Method" of the non-test
// Go files in dir to the function's source text.
func FuncBodies(dir string) (map[string]string, error) {
	out := map[string]string{}
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, err
	}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		fs := token.NewFileSet()
		file, err := parser.ParseFile(fs, f, src, 0)
		if err != nil {
			return nil, err
		}
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
			out[filepath.Base(f)+":"+name] = string(src[fs.Position(fd.Pos()).Offset:fs.Position(fd.End()).Offset])
		}
	}
	return out, nil
}
