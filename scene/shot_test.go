package scene

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A ranged attack flies its shooter's projectile from attacker to target
// (an arrow for the Moonspire Guardian); the frame differs from the plain
// spark a melee blow gets.
func TestRangedAttackDrawsItsProjectile(t *testing.T) {
	p, ctx := quickStartPlay(t)
	g := p.g.Model(p.g.Heroes()[1])
	require.Equal(t, "Moonspire Guardian", g.Card)
	from := tileCentre(g.Pos.X, g.Pos.Y)
	shot := func(shooter string) *image.RGBA {
		p.shot = &shotShow{fromX: from.x, fromY: from.y, toX: from.x + 5, toY: from.y - 2, hero: true, shooter: shooter, age: ticksPerShot / 3}
		screen := ebiten.NewImage(DesignW, DesignH)
		p.Draw(screen, ctx)
		img := image.NewRGBA(screen.Bounds())
		screen.ReadPixels(img.Pix)
		return img
	}
	arrow := shot("Moonspire Guardian")
	spark := shot("Riftling Warrior")
	assert.NotEqual(t, arrow.Pix, spark.Pix, "the Guardian's arrow is not the generic spark")
	p.shot = &shotShow{fromX: from.x, fromY: from.y, toX: from.x + 5, toY: from.y - 2, hero: true, shooter: "Moonspire Guardian", age: ticksPerShot / 3}
	screen := ebiten.NewImage(DesignW, DesignH)
	p.Draw(screen, ctx)
	saveScreen(t, screen, "projectile.png")
}

type boardPoint struct{ x, y float64 }

func tileCentre(x, y int) boardPoint { return boardPoint{float64(x), float64(y)} }
