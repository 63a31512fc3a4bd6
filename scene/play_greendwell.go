package scene

// greenDwellTicks is how long the Consul's turn rests between its steps
// while a Hero could drink a green potion: a second. At 4x the whole turn
// went by in about three seconds and a drink clicked at once after a
// wound was "too late" (played by mouse at 100%).
const greenDwellTicks = 60

// greenDwell reports whether the Consul's next step waits, so a player can
// answer the last one with a green potion. Instant playback, watched games
// and a turn with nothing to drink do not wait.
func (p *Play) greenDwell() bool {
	if p.greenIdle < 0 || p.speed >= 1000 || !p.humanPlays() || !p.greenDrinkable() {
		return false
	}
	if p.greenIdle == 0 {
		p.greenIdle = max(1, p.nowTick)
	}
	return p.nowTick-p.greenIdle < greenDwellTicks
}

// greenDrinkable reports whether some green potion button is live.
func (p *Play) greenDrinkable() bool {
	for _, b := range p.greenButtons() {
		if b.disabled == "" {
			return true
		}
	}
	return false
}
