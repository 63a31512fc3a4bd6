//go:build tools

// Package deps pins modules that only tests or later packages import, so that
// go mod tidy keeps their exact versions in go.mod (the module proxy here
// answers exact versions only; see shared/reference/platform.md).
package deps

import (
	_ "github.com/chromedp/chromedp"
	_ "github.com/hajimehoshi/ebiten/v2"
	_ "github.com/hajimehoshi/ebiten/v2/audio"
	_ "github.com/hajimehoshi/ebiten/v2/text/v2"
	_ "github.com/hajimehoshi/ebiten/v2/vector"
	_ "github.com/solarlune/paths"
	_ "golang.org/x/image/font/gofont/gobold"
)
