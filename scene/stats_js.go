//go:build js

package scene

import "syscall/js"

// publishStats shows the page how many demo games have been played
// (window.sdDemoGames), so the browser's long attract run can tell game
// after game from one game that never ends.
func publishStats(ctx *Context) {
	if ctx.Tick%60 == 0 {
		js.Global().Set("sdDemoGames", ctx.manager.demoGames)
	}
}
