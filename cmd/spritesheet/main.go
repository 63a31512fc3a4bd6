// Command spritesheet writes a contact sheet PNG of every model's
// animation frames, for looking at the generated art:
//
//	go run ./cmd/spritesheet -o sheet.png [-size 64] [-names "Tincan,Crawler"] [-anims idle,attack] [-portrait=true]
//
// One row per model: a label, the portrait, then every frame of every
// chosen animation, on a neutral checker background with the base ring
// the renderer would draw.
package main

import (
	"errors"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"io"
	"os"
	"strings"

	"golang.org/x/image/font"
	"golang.org/x/image/font/basicfont"
	"golang.org/x/image/math/fixed"

	"github.com/superdungeon-digital/superdungeon/sprites"
)

func main() {
	if err := run(os.Args[1:], os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "spritesheet:", err)
		os.Exit(2)
	}
}

type options struct {
	out      string
	size     int
	names    []string
	anims    []sprites.Anim
	portrait bool
	bases    bool
	only     int // -1 = every frame, else just this frame of each anim
	grid     int // >0: a board preview with this many squares per row
	cards    bool
}

func parseFlags(args []string, errOut io.Writer) (options, error) {
	fs := flag.NewFlagSet("spritesheet", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var o options
	var names, anims string
	fs.StringVar(&o.out, "o", "", "output PNG path (required)")
	fs.IntVar(&o.size, "size", 64, "pixel size of one board square (16..512)")
	fs.StringVar(&names, "names", "", "comma-separated model names (default: all)")
	fs.StringVar(&anims, "anims", "", "comma-separated animations: idle,walk,attack,hurt,death (default: all)")
	fs.BoolVar(&o.portrait, "portrait", true, "include the HUD portrait")
	fs.BoolVar(&o.bases, "bases", true, "draw base rings under the frames")
	fs.IntVar(&o.only, "frame", -1, "show only this frame of each animation (-1 = all)")
	fs.IntVar(&o.grid, "grid", 0, "instead of a sheet, a board preview: idle models on squares, this many per row")
	fs.BoolVar(&o.cards, "cards", false, "with -grid: show HUD portraits, one per square, instead of models")
	if err := fs.Parse(args); err != nil {
		return o, err
	}
	if fs.NArg() > 0 {
		return o, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if o.out == "" {
		return o, errors.New("missing -o output path")
	}
	if o.grid < 0 || o.grid > 64 {
		return o, fmt.Errorf("-grid %d out of range 0..64", o.grid)
	}
	if o.size < 16 || o.size > 512 {
		return o, fmt.Errorf("-size %d out of range 16..512", o.size)
	}
	if names == "" {
		o.names = sprites.Names()
	} else {
		for _, n := range strings.Split(names, ",") {
			n = strings.TrimSpace(n)
			if !sprites.Known(n) {
				return o, fmt.Errorf("unknown model %q", n)
			}
			o.names = append(o.names, n)
		}
	}
	if anims == "" {
		o.anims = sprites.AllAnims()
	} else {
		for _, a := range strings.Split(anims, ",") {
			found := false
			for _, k := range sprites.AllAnims() {
				if k.String() == strings.TrimSpace(strings.ToLower(a)) {
					o.anims, found = append(o.anims, k), true
				}
			}
			if !found {
				return o, fmt.Errorf("unknown animation %q", a)
			}
		}
	}
	_ = errOut
	return o, nil
}

func run(args []string, errOut io.Writer) error {
	o, err := parseFlags(args, errOut)
	if err != nil {
		return err
	}
	var img *image.RGBA
	if o.grid > 0 {
		img = board(o)
	} else {
		img = sheet(o)
	}
	f, err := os.Create(o.out)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return fmt.Errorf("encode %s: %w", o.out, err)
	}
	return f.Close()
}

const (
	labelW = 170
	pad    = 4
)

func sheet(o options) *image.RGBA {
	frames := 0
	for _, a := range o.anims {
		frames += frameCount(o, a)
	}
	cols := frames + 2 // two projectile frames where the model has one
	if o.portrait {
		cols++
	}
	width, height := 0, 0
	for _, n := range o.names {
		fp := sprites.Footprint(n)
		width = max(width, labelW+cols*(o.size*fp+pad))
		height += o.size*fp + pad + 14
	}
	height += 20
	img := image.NewRGBA(image.Rect(0, 0, width, height))
	checker(img, 16)
	// Animation header.
	x := labelW
	if o.portrait {
		label(img, x, 14, "portrait", color.Black)
		x += o.size + pad
	}
	for _, a := range o.anims {
		label(img, x, 14, a.String(), color.Black)
		x += frameCount(o, a) * (o.size + pad)
	}
	label(img, x, 14, "shot", color.Black)
	y := 20
	for _, n := range o.names {
		fp := sprites.Footprint(n)
		cell := o.size * fp
		label(img, 6, y+cell/2, n, color.Black)
		label(img, 6, y+cell/2+14, fmt.Sprintf("footprint %d", fp), color.RGBA{60, 60, 60, 255})
		x := labelW
		if o.portrait {
			pr := sprites.Portrait(n, cell)
			draw.Draw(img, image.Rect(x, y, x+cell, y+cell), &image.Uniform{color.RGBA{230, 220, 200, 255}}, image.Point{}, draw.Src)
			draw.Draw(img, image.Rect(x, y, x+cell, y+cell), pr, image.Point{}, draw.Over)
			x += cell + pad
		}
		for _, a := range o.anims {
			for i := 0; i < frameCount(o, a); i++ {
				f := i
				if o.only >= 0 {
					f = o.only
				}
				if o.bases {
					ring(img, x+cell/2, y+cell*85/100, cell)
				}
				fr := sprites.Frame(n, a, f, o.size)
				draw.Draw(img, image.Rect(x, y, x+cell, y+cell), fr, image.Point{}, draw.Over)
				x += cell + pad
			}
		}
		if sprites.HasProjectile(n) {
			for _, f := range []int{0, 3} {
				pr := sprites.Projectile(n, f, o.size)
				draw.Draw(img, image.Rect(x, y, x+o.size, y+o.size), pr, image.Point{}, draw.Over)
				x += o.size + pad
			}
		}
		y += cell + pad + 14
	}
	return img
}

func checker(img *image.RGBA, sq int) {
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			c := color.RGBA{0x9a, 0x9a, 0x9e, 0xff}
			if (x/sq+y/sq)%2 == 0 {
				c = color.RGBA{0xb4, 0xb4, 0xb8, 0xff}
			}
			img.SetRGBA(x, y, c)
		}
	}
}

// ring sketches the renderer's base ring so the anchor can be judged.
func ring(img *image.RGBA, cx, cy, cell int) {
	rx, ry := float64(cell)*0.36, float64(cell)*0.12
	for y := cy - int(ry) - 2; y <= cy+int(ry)+2; y++ {
		for x := cx - int(rx) - 2; x <= cx+int(rx)+2; x++ {
			dx, dy := float64(x-cx)/rx, float64(y-cy)/ry
			d := dx*dx + dy*dy
			if d <= 1 {
				c := color.RGBA{0x50, 0x50, 0x58, 0xff}
				if d > 0.75 {
					c = color.RGBA{0xc0, 0x9a, 0x30, 0xff}
				}
				img.SetRGBA(x, y, c)
			}
		}
	}
}

func label(img *image.RGBA, x, y int, s string, c color.Color) {
	d := font.Drawer{Dst: img, Src: image.NewUniform(c), Face: basicfont.Face7x13, Dot: fixed.P(x, y)}
	d.DrawString(s)
}

func frameCount(o options, a sprites.Anim) int {
	if o.only >= 0 {
		return 1
	}
	return sprites.FrameCount(a)
}

// board lays the models out like pieces on a dungeon floor at game size,
// which is the real test of readability.
func board(o options) *image.RGBA {
	cols := o.grid
	rows := 0
	x, y := 0, 0
	type placed struct {
		name string
		x, y int
	}
	var at []placed
	rowH := 1
	footprint := func(n string) int {
		if o.cards {
			return 1
		}
		return sprites.Footprint(n)
	}
	for _, n := range o.names {
		fp := footprint(n)
		if x+fp > cols {
			x, y, rowH = 0, y+rowH, 1
		}
		at = append(at, placed{n, x, y})
		x += fp
		rowH = max(rowH, fp)
	}
	rows = y + rowH
	img := image.NewRGBA(image.Rect(0, 0, cols*o.size, rows*o.size))
	for j := 0; j < rows; j++ {
		for i := 0; i < cols; i++ {
			c := color.RGBA{0x6e, 0x68, 0x60, 0xff}
			if (i+j)%2 == 0 {
				c = color.RGBA{0x78, 0x72, 0x68, 0xff}
			}
			draw.Draw(img, image.Rect(i*o.size, j*o.size, (i+1)*o.size, (j+1)*o.size), &image.Uniform{c}, image.Point{}, draw.Src)
		}
	}
	frame := max(o.only, 0)
	anim := sprites.Idle
	if len(o.anims) == 1 {
		anim = o.anims[0]
	}
	for _, p := range at {
		fp := footprint(p.name)
		cell := o.size * fp
		px, py := p.x*o.size, p.y*o.size
		if o.cards {
			draw.Draw(img, image.Rect(px+1, py+1, px+cell-1, py+cell-1), &image.Uniform{color.RGBA{230, 220, 200, 255}}, image.Point{}, draw.Src)
			draw.Draw(img, image.Rect(px, py, px+cell, py+cell), sprites.Portrait(p.name, o.size), image.Point{}, draw.Over)
			continue
		}
		if o.bases {
			ring(img, px+cell/2, py+cell*85/100, cell)
		}
		fr := sprites.Frame(p.name, anim, frame, o.size)
		draw.Draw(img, image.Rect(px, py, px+cell, py+cell), fr, image.Point{}, draw.Over)
	}
	return img
}
