package scene

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/rules/legends"
)

// LegendsSeats says who plays each Hero of the party, in Campaign.Heroes order: true = the hero AI.
type LegendsSeats struct{ Computer []bool }

// LegendsAdventure plays one Legends adventure: its story panels,
// explorations, fights, tests and choices, to its end.
type LegendsAdventure struct {
	d     *legends.Data
	c     *legends.Campaign
	g     *legends.Game
	seats LegendsSeats
	done  func(ctx *Context, g *legends.Game)
	ended bool
}

// NewLegendsAdventure is the screen that plays adventure g of campaign c (from c.StartAdventure) to its end; done is called once, when g is over, and the caller then calls c.FinishAdventure.
func NewLegendsAdventure(d *legends.Data, c *legends.Campaign, g *legends.Game, seats LegendsSeats, done func(ctx *Context, g *legends.Game)) Scene {
	return &LegendsAdventure{d: d, c: c, g: g, seats: seats, done: done}
}

// Update advances the adventure.
func (s *LegendsAdventure) Update(ctx *Context) error { return nil }

// Draw draws the adventure.
func (s *LegendsAdventure) Draw(screen *ebiten.Image, ctx *Context) {
	screen.Fill(color.RGBA{0x20, 0x18, 0x28, 0xff})
}
