package render

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/sprites"
)

// ProjectileArt draws what a model shoots (sprites.Projectile): arrows,
// bolts, fireballs, webs. Images are made once per name, frame and
// resolution bucket, like ModelArt's.
type ProjectileArt struct {
	images map[projectileKey]*ebiten.Image
}

type projectileKey struct {
	name  string
	frame int
	px    int
}

// projectileFrames is how many frames a projectile animates over
// (sprites.Projectile wraps at eight).
const projectileFrames = 8

// Has reports whether name shoots something worth drawing.
func (a *ProjectileArt) Has(name string) bool { return sprites.HasProjectile(name) }

// Draw paints name's projectile centred on (x, y) in logical pixels, size
// pixels across, flying at angle radians (0 = to the right).
func (a *ProjectileArt) Draw(dst *ebiten.Image, p *Painter, name string, x, y, size, angle float64, tick int) {
	scale := p.Scale
	px := bucketFor(size * scale)
	k := projectileKey{name, (tick / 4) % projectileFrames, px}
	img, ok := a.images[k]
	if !ok {
		if a.images == nil {
			a.images = map[projectileKey]*ebiten.Image{}
		}
		img = ebiten.NewImageFromImage(sprites.Projectile(name, k.frame, px))
		a.images[k] = img
	}
	op := &ebiten.DrawImageOptions{}
	op.Filter = ebiten.FilterLinear
	half := float64(px) / 2
	op.GeoM.Translate(-half, -half)
	op.GeoM.Scale(size*scale/float64(px), size*scale/float64(px))
	op.GeoM.Rotate(angle)
	op.GeoM.Translate(x*scale, y*scale)
	dst.DrawImage(img, op)
}

// ShotAngle is the screen angle from (x0, y0) toward (x1, y1).
func ShotAngle(x0, y0, x1, y1 float64) float64 { return math.Atan2(y1-y0, x1-x0) }
