//go:build !js

package scene

// publishStats has nothing to publish outside the browser (the desktop's
// long runs use -memlog).
func publishStats(*Context) {}
