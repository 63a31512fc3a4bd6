package render

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// Release methods free the GPU images a drawing helper made. A scene calls
// them when it leaves the screen (scene.Manager does): Ebitengine would
// free the images once the garbage collector finds them, but the collector
// paces itself on the Go heap, which these images hardly touch, so over a
// day of demo games at a booth the textures of finished games piled up
// (issue 22). Every helper stays usable afterwards: Ebitengine allocates a
// deallocated image again on its next use, and the caches here start over.

// NewOwnImage is a w×h image on a texture of its own, never on one of
// Ebitengine's shared atlas pages. Large images that come and go with a
// game (the board's layer, screen-sized layers and snapshots) went on
// those pages, which grow to make room and are freed only when empty:
// one long-lived glyph or sprite left beside a finished game's layer kept
// the page at its grown size, and the next game's layer, of another size,
// grew another (issue 22: the booth's GPU memory stepped up game after
// game). An image of its own is freed, all of it, by Deallocate.
func NewOwnImage(w, h int) *ebiten.Image {
	return ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), ownTexture)
}

var ownTexture = &ebiten.NewImageOptions{Unmanaged: true}

// Release frees the model images made so far.
func (a *ModelArt) Release() {
	for k, e := range a.images {
		e.img.Deallocate()
		delete(a.images, k)
	}
}

// Release frees the projectile images made so far.
func (a *ProjectileArt) Release() {
	for k, img := range a.images {
		img.Deallocate()
		delete(a.images, k)
	}
}

// Release frees the painter's cached discs and forgets its faces and
// wrapped lines.
func (p *Painter) Release() {
	for k, img := range p.shapes.discs {
		img.Deallocate()
		delete(p.shapes.discs, k)
	}
	clear(p.shapes.quarters) // sub-images of the discs
	p.shapes.white = nil     // a sub-image: the collector frees its 3×3 parent
	clear(p.faces)
	clear(p.wraps)
	clear(p.widths)
}

// Release frees the layer's screen-sized image.
func (l *Layer[K]) Release() {
	if l.img != nil {
		l.img.Deallocate()
	}
	l.img, l.sub, l.valid = nil, nil, false
}

// Release frees the board's rasterised layer and its painters' discs;
// the next Draw makes them again.
func (b *BoardArt) Release() {
	if b.img != nil {
		b.img.Deallocate()
		b.img = nil
	}
	b.dropJob()
	b.painter.Release()
	b.overlay.Release()
}
