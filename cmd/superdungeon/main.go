// Command superdungeon runs the game: a window on the desktop, a canvas in
// the browser. Flags also let scripts and tests drive it headlessly.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime/pprof"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/scene"
)

type config struct {
	seed       uint64
	frames     int
	shot       string
	fullscreen bool
	newGame    bool
	autoplay   bool
	replay     string
	kiosk      bool
	mode       string
	cpuProfile string
	memLog     string
	memEvery   time.Duration
	winW, winH int
}

// parseFlags reads the command line. Errors are one line, so a script that
// passes a bad flag sees exactly what was wrong.
func parseFlags(args []string) (config, error) {
	var c config
	fs := flag.NewFlagSet("superdungeon", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Uint64Var(&c.seed, "seed", 0, "seed for the dungeon and the dice (0 or none: a new one each start)")
	fs.IntVar(&c.frames, "frames", 0, "run this many ticks, then write -shot and exit")
	fs.StringVar(&c.shot, "shot", "", "PNG file for the last frame (with -frames)")
	fs.BoolVar(&c.fullscreen, "fullscreen", false, "start in fullscreen")
	fs.BoolVar(&c.newGame, "newgame", false, "skip the title and start a game with the balanced party")
	fs.BoolVar(&c.autoplay, "autoplay", false, "skip the title and watch the hero AI play a game")
	fs.StringVar(&c.replay, "replay", "", "open a replay file and step through it")
	fs.StringVar(&c.mode, "mode", "arcade", "rulebook for -newgame and -autoplay: arcade, explore or classic (the computer is the Consul) or legends (a quick Legends fight)")
	fs.BoolVar(&c.kiosk, "kiosk", false, "booth mode: fullscreen, no quitting from the keyboard, idle games return to the title")
	fs.StringVar(&c.cpuProfile, "cpuprofile", "", "write a CPU profile to this file")
	fs.StringVar(&c.memLog, "memlog", "", "append a memory sample (RSS, Go heap, GPU images) to this file every -memevery")
	fs.DurationVar(&c.memEvery, "memevery", time.Minute, "how often -memlog samples")
	window := fs.String("window", fmt.Sprintf("%dx%d", scene.DesignW, scene.DesignH), "window size WxH in pixels (e.g. 3840x2160 to check 4K)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return c, errors.New("usage: superdungeon [-seed N] [-newgame | -autoplay | -replay FILE] [-mode arcade|explore|classic|legends] [-kiosk] [-fullscreen] [-window WxH] [-frames N -shot FILE.png]")
		}
		return c, err
	}
	if c.seed == 0 {
		c.seed = startSeed(time.Now())
	}
	if _, err := fmt.Sscanf(*window, "%dx%d", &c.winW, &c.winH); err != nil || c.winW < 320 || c.winH < 180 || c.winW > 8192 || c.winH > 8192 {
		return c, fmt.Errorf("-window wants WxH between 320x180 and 8192x8192, got %q", *window)
	}
	switch {
	case fs.NArg() > 0:
		return c, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	case c.frames < 0:
		return c, fmt.Errorf("-frames must be positive, got %d", c.frames)
	case c.frames > 0 && c.shot == "":
		return c, errors.New("-frames needs -shot FILE.png")
	case c.shot != "" && c.frames == 0:
		return c, errors.New("-shot needs -frames N")
	case c.newGame && c.autoplay:
		return c, errors.New("choose one of -newgame and -autoplay")
	case c.mode != "arcade" && c.mode != "explore" && c.mode != "classic" && c.mode != "legends":
		return c, fmt.Errorf("-mode must be arcade, explore, classic or legends, got %q", c.mode)
	case c.mode != "arcade" && !c.newGame && !c.autoplay:
		return c, errors.New("-mode needs -newgame or -autoplay")
	}
	return c, nil
}

func main() {
	c, err := parseFlags(os.Args[1:])
	if err != nil {
		fmt.Fprintln(os.Stderr, "superdungeon:", err)
		os.Exit(2)
	}
	if c.cpuProfile != "" {
		f, err := os.Create(c.cpuProfile)
		if err != nil {
			fmt.Fprintln(os.Stderr, "superdungeon:", err)
			os.Exit(1)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			fmt.Fprintln(os.Stderr, "superdungeon:", err)
			os.Exit(1)
		}
		defer pprof.StopCPUProfile()
	}
	app, err := scene.NewApp(scene.Options{Seed: c.seed, ShotFrames: c.frames, ShotPath: c.shot, NewGame: c.newGame, Autoplay: c.autoplay, Explore: c.mode == "explore", Classic: c.mode == "classic", Legends: c.mode == "legends", Kiosk: c.kiosk, ReplayFile: c.replay, MemLog: c.memLog, MemLogEvery: c.memEvery})
	if err != nil {
		fmt.Fprintln(os.Stderr, "superdungeon:", err)
		os.Exit(1)
	}
	ebiten.SetWindowTitle("Super Dungeon")
	ebiten.SetWindowSize(c.winW, c.winH)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetFullscreen(c.fullscreen || c.kiosk)
	if c.kiosk {
		// At a booth the window is closed by staff through the in-game
		// prompt, not by a visitor's shortcut.
		ebiten.SetWindowClosingHandled(true)
	}
	if c.frames > 0 {
		// Screenshot runs are headless checks: no display to sync with.
		ebiten.SetVsyncEnabled(false)
	}
	if err := ebiten.RunGame(app); err != nil && !errors.Is(err, scene.ErrShotWritten) {
		fmt.Fprintln(os.Stderr, "superdungeon:", err)
		pprof.StopCPUProfile()
		os.Exit(1)
	}
}

// startSeed is the seed a start without -seed plays: another each time
// (played at a booth: every visitor who clicked "new seed" once got the
// same dungeon, as every start began at seed 1), and short enough to
// read out and share.
func startSeed(now time.Time) uint64 {
	return uint64(now.UnixNano()/int64(time.Millisecond))%999_999 + 1
}
