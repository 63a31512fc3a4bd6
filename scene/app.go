package scene

import (
	"errors"
	"fmt"
	"image"
	"image/png"
	"math"
	"os"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/render/cmem"
	"github.com/superdungeon-digital/superdungeon/render/sound"
)

// DesignW and DesignH are the logical size every layout is designed for. A
// larger window scales the whole interface up (crisp, since drawing happens
// at device resolution) rather than showing a tiny UI on a 4K screen.
const (
	DesignW = 1280
	DesignH = 720
)

// Options configure an App.
type Options struct {
	Seed uint64
	// ShotFrames > 0 makes the app run that many ticks, write the frame drawn
	// after the last one to ShotPath as PNG, and quit: the harness that every
	// screenshot check relies on.
	ShotFrames int
	ShotPath   string
	// NewGame skips the title and opens a new game with the balanced party.
	NewGame bool
	// Autoplay skips the title and opens a game the hero AI plays.
	Autoplay bool
	// Explore makes NewGame and Autoplay open an Explore game against the
	// computer Consul (Autoplay: the hero AI plays the party).
	Explore bool
	// Legends makes NewGame and Autoplay open a quick Legends fight (the
	// Kitchen Brawl) with the default party (Autoplay: the hero AI plays).
	Legends bool
	// Classic makes them open a classic Dungeon Crawl instead.
	Classic bool
	// ReplayFile opens a replay in the viewer instead of the title.
	ReplayFile string
	// Kiosk is booth mode (see Context.Kiosk).
	Kiosk bool
	// AttractAfter overrides the idle time before the title starts a demo
	// game, in ticks (0 means the default minute).
	AttractAfter int
	// MemLog, when set, is a file the app appends a memory sample to
	// every MemLogEvery (a minute when zero): see memLog.
	MemLog      string
	MemLogEvery time.Duration
}

// attractDefault is a minute of idle title at 60 ticks per second.
const attractDefault = 60 * 60

// App is the ebiten.Game: it owns the scene manager, fonts and painter, and
// converts between device pixels and the logical layout.
type App struct {
	opts     Options
	manager  *Manager
	painter  *render.Painter
	ctx      Context
	keys     []ebiten.Key
	lastX    int
	lastY    int
	scale    float64 // device pixels per logical pixel
	logicalW float64
	logicalH float64
	shotDone bool
	shotErr  error
	settings Settings
	// fullscreen is the fullscreen state last applied from the settings.
	fullscreen bool
	// notice is a problem to tell the player on the title (a bad settings
	// file that was set aside, storage that could not be opened).
	notice string
	memLog *memLog
	// nextTrim is when the C allocator's free pages are next handed back
	// (cmem.Trim, once a minute).
	nextTrim time.Time
}

// ErrShotWritten ends RunGame after a -shot frame was saved.
var ErrShotWritten = errors.New("screenshot written")

// NewApp loads fonts and opens the title scene.
func NewApp(opts Options) (*App, error) {
	cmem.Tune() // before the graphics driver allocates anything
	fonts, err := render.LoadFonts()
	if err != nil {
		return nil, err
	}
	a := &App{opts: opts, painter: &render.Painter{Fonts: fonts, Scale: 1}, scale: 1, logicalW: DesignW, logicalH: DesignH}
	a.settings = DefaultSettings()
	// Screenshot runs are checks: they neither read nor write the player's
	// files, so every check starts from the same defaults.
	if opts.ShotFrames == 0 {
		st, err := OpenStore()
		if err != nil {
			a.notice = "Settings will not be kept: " + err.Error()
		} else {
			a.ctx.Store = st
			if a.settings, err = LoadSettings(st); err != nil {
				a.notice = "The settings could not be read, so the game starts with the default settings. " + err.Error()
			}
		}
	}
	a.ctx.Settings = &a.settings
	// One mixer for the process; without an audio device it stays silent
	// and the game goes on (a headless check has none).
	mix, err := sound.Open()
	if err != nil && !errors.Is(err, sound.ErrNoDevice) && a.notice == "" {
		a.notice = "Sound is off: " + err.Error()
	}
	a.ctx.Sound = mix
	go mix.Preload() // render every effect now rather than on first use
	a.fullscreen = ebiten.IsFullscreen()
	var first Scene = NewTitle()
	switch {
	case opts.ReplayFile != "":
		// A replay that does not open never stops the game: the title
		// says what is wrong with which file.
		if r, rerr := OpenReplay(opts.ReplayFile); rerr != nil {
			a.notice = rerr.Error()
		} else {
			first = r
		}
	case opts.Legends && (opts.Autoplay || opts.NewGame):
		if first, err = NewLegendsQuickFight(opts.Seed, opts.Autoplay); err != nil {
			return nil, err
		}
	case opts.Classic && (opts.Autoplay || opts.NewGame):
		if first, err = NewClassicGame(opts.Seed, opts.Autoplay); err != nil {
			return nil, err
		}
	case opts.Explore && opts.Autoplay && opts.Kiosk:
		// An Explore booth: Explore demos game after game, as below.
		if first, err = NewExploreDemoGame(opts.Seed, true); err != nil {
			return nil, err
		}
	case opts.Explore && (opts.Autoplay || opts.NewGame):
		if first, err = NewExploreGame(opts.Seed, opts.Autoplay); err != nil {
			return nil, err
		}
	case opts.Autoplay:
		// At a booth the demo is attract mode: game after game, with the
		// "Click to play" banner, until a visitor takes over.
		if first, err = NewDemoGame(opts.Seed, opts.Kiosk); err != nil {
			return nil, err
		}
	case opts.NewGame:
		if first, err = NewArcadeGame(opts.Seed); err != nil {
			return nil, err
		}
	}
	a.manager = NewManager(first)
	if opts.MemLog != "" {
		a.memLog = newMemLog(opts.MemLog, opts.MemLogEvery)
	}
	return a, nil
}

// Update runs one tick.
func (a *App) Update() error {
	if a.shotErr != nil {
		return a.shotErr
	}
	if a.shotDone {
		return ErrShotWritten
	}
	var in Input
	in, a.keys = readInput(a.scale, a.keys, a.lastX, a.lastY)
	a.lastX, a.lastY = ebiten.CursorPosition()
	a.ctx.In = in
	a.ctx.W, a.ctx.H = a.logicalW, a.logicalH
	a.ctx.Painter = a.painter
	a.painter.TextScale = a.settings.TextFactor()
	a.ctx.Seed = a.opts.Seed
	a.ctx.Notice = a.notice
	if m := a.ctx.Sound; m != nil {
		m.SetMusicVolume(a.settings.MusicVolume)
		m.SetEffectsVolume(a.settings.EffectsVolume)
		m.SetMuted(a.settings.Muted)
		m.Update()
	}
	if a.settings.Fullscreen != a.fullscreen && !a.opts.Kiosk {
		ebiten.SetFullscreen(a.settings.Fullscreen)
		a.fullscreen = a.settings.Fullscreen
	}
	a.ctx.Kiosk = a.opts.Kiosk
	a.ctx.AttractAfter = a.opts.AttractAfter
	if a.ctx.AttractAfter == 0 {
		a.ctx.AttractAfter = attractDefault
	}
	if err := a.manager.Update(&a.ctx); err != nil {
		return err
	}
	a.ctx.Tick++
	if now := time.Now(); now.After(a.nextTrim) {
		// What the graphics driver freed (a finished game's textures) goes
		// back to the system.
		cmem.Trim()
		a.nextTrim = now.Add(time.Minute)
	}
	if a.memLog != nil {
		a.memLog.tick(&a.ctx)
	}
	publishStats(&a.ctx)
	if a.manager.quit {
		return ebiten.Termination
	}
	return nil
}

// Draw paints the current scene and, in screenshot mode, saves the frame.
func (a *App) Draw(screen *ebiten.Image) {
	a.painter.Scale = a.scale
	a.painter.TextScale = a.settings.TextFactor()
	a.manager.Draw(screen, &a.ctx)
	if a.opts.ShotFrames > 0 && !a.shotDone && a.ctx.Tick >= a.opts.ShotFrames {
		a.shotErr = writePNG(screen, a.opts.ShotPath)
		a.shotDone = true
	}
}

// LayoutF renders at device resolution and picks the UI scale so the design
// size always fits: high-DPI monitors and big windows get sharper, larger
// interfaces instead of blurry upscaling.
func (a *App) LayoutF(outsideW, outsideH float64) (float64, float64) {
	dsf := 1.0
	if m := ebiten.Monitor(); m != nil {
		dsf = m.DeviceScaleFactor()
	}
	fit := math.Max(1, math.Min(outsideW/DesignW, outsideH/DesignH))
	a.scale = dsf * fit
	a.logicalW, a.logicalH = outsideW/fit, outsideH/fit
	return outsideW * dsf, outsideH * dsf
}

// Layout is required by ebiten.Game; LayoutF takes precedence.
func (a *App) Layout(outsideW, outsideH int) (int, int) {
	w, h := a.LayoutF(float64(outsideW), float64(outsideH))
	return int(w), int(h)
}

func writePNG(screen *ebiten.Image, path string) error {
	b := screen.Bounds()
	img := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	screen.ReadPixels(img.Pix)
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("write screenshot: %w", err)
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return fmt.Errorf("write screenshot %s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("write screenshot %s: %w", path, err)
	}
	return nil
}
