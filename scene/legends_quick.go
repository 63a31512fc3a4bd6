package scene

import (
	"fmt"

	"github.com/superdungeon-digital/superdungeon/rules/legends"
)

// LegendsQuickParty is the default party of a quick Legends fight: a
// Knight to hold the line, a Mage and a Ranger to strike from afar.
var LegendsQuickParty = []string{"Knight", "Mage", "Ranger"}

// LegendsQuickCampaign is the one-adventure campaign a quick fight plays
// (data/campaigns.yaml: the Kitchen Brawl, a Fight).
const LegendsQuickCampaign = "one-evening-fight"

// NewLegendsQuickFight opens a one-off Legends Fight with the default
// party, played by a person (or, with autoplay, by the hero AI); when it
// ends the result shows and the title comes back.
func NewLegendsQuickFight(seed uint64, autoplay bool) (Scene, error) {
	s, err := newLegendsQuickFight(seed, autoplay)
	if err != nil {
		return nil, err
	}
	return s, nil
}

func newLegendsQuickFight(seed uint64, autoplay bool) (*LegendsAdventure, error) {
	d, err := legends.LoadData()
	if err != nil {
		return nil, fmt.Errorf("legends data: %w", err)
	}
	c, err := legends.NewCampaign(d, LegendsQuickCampaign, LegendsQuickParty, seed)
	if err != nil {
		return nil, err
	}
	g, evs, err := c.StartAdventure(d)
	if err != nil {
		return nil, err
	}
	seats := LegendsSeats{Computer: make([]bool, len(c.Heroes))}
	for i := range seats.Computer {
		seats.Computer[i] = autoplay
	}
	done := func(ctx *Context, g *legends.Game) {
		// A one-off: nothing to keep; the campaign only closes the game.
		_ = c.FinishAdventure(d, g)
		ctx.Goto(NewTitle())
	}
	return newLegendsAdventure(d, c, g, seats, done, evs), nil
}
