// Package browsertest checks the WebAssembly build in a real browser: it
// serves dist/web on 127.0.0.1, opens it in Debian's headless Chromium through
// the DevTools protocol, waits for the game's first frame and looks at it.
// build/test.sh builds dist/web first and points SD_WEB_DIR at it.
package browsertest

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/png"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// chromiumFlags are the ones platform.md found necessary here: without the
// background-networking flags Chromium floods the closed network.
var chromiumFlags = []chromedp.ExecAllocatorOption{
	chromedp.Flag("headless", true),
	chromedp.Flag("no-sandbox", true),
	chromedp.Flag("disable-gpu", true),
	chromedp.Flag("disable-quic", true),
	chromedp.Flag("no-first-run", true),
	chromedp.Flag("disable-background-networking", true),
	chromedp.Flag("disable-component-update", true),
	chromedp.Flag("disable-sync", true),
	chromedp.Flag("disable-dev-shm-usage", true),
	chromedp.Flag("enable-unsafe-swiftshader", true),
	chromedp.WindowSize(1280, 720),
}

func webDir(t *testing.T) string {
	dir := os.Getenv("SD_WEB_DIR")
	if dir == "" {
		t.Skip("SD_WEB_DIR is not set: build/test.sh builds dist/web and runs this test")
	}
	_, err := os.Stat(filepath.Join(dir, "superdungeon.wasm"))
	require.NoError(t, err, "SD_WEB_DIR must hold the web build (./build/web.sh)")
	return dir
}

func serve(t *testing.T, dir string) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	srv := &http.Server{Handler: http.FileServer(http.Dir(dir)), ReadHeaderTimeout: 10 * time.Second}
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return "http://" + ln.Addr().String() + "/"
}

// TestGameStartsInBrowser loads the game and waits for a drawn title screen.
func TestGameStartsInBrowser(t *testing.T) {
	dir := webDir(t)
	url := serve(t, dir)
	exe := os.Getenv("SD_CHROMIUM")
	if exe == "" {
		exe = "/usr/bin/chromium"
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:0:0], chromiumFlags...)
	opts = append(opts, chromedp.ExecPath(exe), chromedp.UserDataDir(t.TempDir()))
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancelAlloc()
	ctx, cancel := chromedp.NewContext(allocCtx)
	defer cancel()
	ctx, cancelTimeout := context.WithTimeout(ctx, 240*time.Second)
	defer cancelTimeout()

	var mu sync.Mutex
	var pageErrors []string
	listenErr := chromedp.Listen(ctx, func(ev any) {
		mu.Lock()
		defer mu.Unlock()
		switch e := ev.(type) {
		case *runtime.EventExceptionThrown:
			d := e.ExceptionDetails
			msg := d.Text
			if d.Exception != nil && d.Exception.Description != "" {
				msg += " " + d.Exception.Description
			}
			pageErrors = append(pageErrors, fmt.Sprintf("exception at %s:%d: %s", d.URL, d.LineNumber, msg))
		case *runtime.EventConsoleAPICalled:
			if e.Type == runtime.ConsoleAPICalledTypeError {
				var parts []string
				for _, a := range e.Args {
					parts = append(parts, strings.Trim(string(a.Value), `"`))
				}
				pageErrors = append(pageErrors, "console.error: "+strings.Join(parts, " "))
			}
		}
	})
	require.NoError(t, listenErr, "start the browser")

	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(1280, 720)))
	start := time.Now()
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url)))
	require.NoError(t, chromedp.Do(ctx, chromedp.WaitVisible(chromedp.CSS("canvas"))), "the game never made its canvas")

	// The first frame is there when a screenshot of the page stops being a
	// flat background.
	var colours int
	for {
		shot, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
		require.NoError(t, err)
		img, err := png.Decode(bytes.NewReader(shot))
		require.NoError(t, err)
		if colours = distinctColours(img); colours > 200 {
			break
		}
		if ctx.Err() != nil {
			t.Fatalf("no frame drawn within the time limit (last screenshot had %d colours)", colours)
		}
		time.Sleep(250 * time.Millisecond)
	}
	firstFrame := time.Since(start)

	// Let it run a little and take the screenshot people look at.
	time.Sleep(2 * time.Second)
	shot, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	require.NoError(t, err)
	img, err := png.Decode(bytes.NewReader(shot))
	require.NoError(t, err)
	assert.Greater(t, distinctColours(img), 200, "the canvas is drawn")
	saveShot(t, shot, "browser-title.png")

	// Play: Quick Start sits first in the title menu (the design layout is
	// 1280×720, so its place is fixed); then click the first Hero's card,
	// which activates it and lights up the squares it can reach.
	// A first run is offered the tutorial: decline it ("No, thanks", right
	// of the panel's two buttons), so the next click is on the menu.
	require.NoError(t, chromedp.Do(ctx, chromedp.MouseClickXY(795, 424)))
	offer := image.Rect(320, 248, 960, 472)
	img = settle(t, ctx, regionSignature(img, offer), offer, 3)
	title := colourSignature(img)
	require.NoError(t, chromedp.Do(ctx, chromedp.MouseClickXY(640, 356)))
	game := settle(t, ctx, title, image.Rectangle{}, 3)
	require.NotEqual(t, title, colourSignature(game), "Quick Start left the title for the game")
	// Let the cross-fade finish (software WebGL runs few ticks a second):
	// clicks during a fade are not for either scene.
	require.NoError(t, chromedp.Do(ctx, chromedp.Sleep(6*time.Second)))
	shot, err = chromedp.Run(ctx, chromedp.CaptureScreenshot())
	require.NoError(t, err)
	game, err = png.Decode(bytes.NewReader(shot))
	require.NoError(t, err)
	bar := image.Rect(240, 636, 1000, 712) // the action bar: buttons appear when a Hero activates
	require.NoError(t, chromedp.Do(ctx, chromedp.MouseClickXY(120, 110)))
	board := settle(t, ctx, regionSignature(game, bar), bar, 2)
	shot, err = encodePNG(board)
	require.NoError(t, err)
	saveShot(t, shot, "browser-game.png")
	assert.Greater(t, distinctColours(board), 400, "the board is drawn")
	assert.NotEqual(t, regionSignature(game, bar), regionSignature(board, bar), "clicking the Hero's card activated it: its actions fill the action bar")

	gz, _ := os.Stat(filepath.Join(dir, "superdungeon.wasm.gz"))
	raw, _ := os.Stat(filepath.Join(dir, "superdungeon.wasm"))
	t.Logf("first frame after %v; wasm %.1f MB raw, %.1f MB gzipped", firstFrame.Round(time.Millisecond), mb(raw), mb(gz))
	fmt.Printf("browser: first frame %v, wasm %.1f MB raw / %.1f MB gzipped\n", firstFrame.Round(time.Millisecond), mb(raw), mb(gz))

	mu.Lock()
	defer mu.Unlock()
	assert.Empty(t, pageErrors, "the page logged errors")
}

func mb(fi os.FileInfo) float64 {
	if fi == nil {
		return 0
	}
	return float64(fi.Size()) / (1 << 20)
}

func distinctColours(img image.Image) int {
	seen := map[uint32]struct{}{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			r, g, bl, _ := img.At(x, y).RGBA()
			seen[(r>>8)<<16|(g>>8)<<8|bl>>8] = struct{}{}
		}
	}
	return len(seen)
}

func saveShot(t *testing.T, data []byte, name string) {
	dir := os.Getenv("SD_SHOTS_DIR")
	if dir == "" {
		dir = t.TempDir()
	}
	require.NoError(t, os.MkdirAll(dir, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, name), data, 0o644))
}

// colourSignature summarises a picture coarsely, to tell two screens apart.
func colourSignature(img image.Image) [16]int {
	var sig [16]int
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 4 {
		for x := b.Min.X; x < b.Max.X; x += 4 {
			r, g, bl, _ := img.At(x, y).RGBA()
			sig[(r>>14)<<2|(g>>14)]++
			_ = bl
		}
	}
	return sig
}

// settle waits until the part r of the page (the whole page when r is
// empty) has shown something other than from on polls polls in a row — a
// scene fade or a highlight has finished arriving — and returns the last
// picture. Software WebGL is slow, so this polls rather than sleeping a
// fixed time; the game keeps animating, so it does not wait for stillness.
func settle(t *testing.T, ctx context.Context, from [16]int, r image.Rectangle, polls int) image.Image {
	t.Helper()
	var img image.Image
	changed := 0
	for i := 0; i < 120 && changed < polls; i++ {
		time.Sleep(500 * time.Millisecond)
		shot, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
		require.NoError(t, err)
		img, err = png.Decode(bytes.NewReader(shot))
		require.NoError(t, err)
		if regionSignature(img, r) != from {
			changed++
		} else {
			changed = 0
		}
	}
	return img
}

// regionSignature is colourSignature of one rectangle (all of img when r
// is empty).
func regionSignature(img image.Image, r image.Rectangle) [16]int {
	if r.Empty() {
		return colourSignature(img)
	}
	return colourSignature(subImage(img, r))
}

func subImage(img image.Image, r image.Rectangle) image.Image {
	if s, ok := img.(interface {
		SubImage(image.Rectangle) image.Image
	}); ok {
		return s.SubImage(r)
	}
	return img
}

func encodePNG(img image.Image) ([]byte, error) {
	var b bytes.Buffer
	err := png.Encode(&b, img)
	return b.Bytes(), err
}
