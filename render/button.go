package render

import (
	"github.com/hajimehoshi/ebiten/v2"
)

// Button is a clickable labelled box. When Disabled is non-empty the button
// cannot be pressed and the text is the reason shown in its tooltip: a
// disabled control always says why.
type Button struct {
	Label    string
	Rect     Rect
	Disabled string
	Hot      bool    // the pointer is over it
	FontSize float64 // 0 picks a size from the height
	Sub      string  // a smaller second line, such as a cost
	// MinFontSize is the least the label shrinks to in a narrow button
	// (0: half its size).
	MinFontSize float64
}

// Draw paints the button.
func (b *Button) Draw(dst *ebiten.Image, p *Painter) {
	fill, edge, txt := ColButton, ColPanelEdge, ColText
	switch {
	case b.Disabled != "":
		fill, edge, txt = ColDisabled, ColPanelEdge, ColTextDim
	case b.Hot:
		fill, edge = ColButtonHot, ColGold
	}
	p.RoundRect(dst, b.Rect, 12, edge)
	inner := Rect{b.Rect.X + 3, b.Rect.Y + 3, b.Rect.W - 6, b.Rect.H - 6}
	p.RoundRect(dst, inner, 10, fill)
	size := b.LabelSize(p)
	es := p.Em(size) // the drawn size, after the text-size setting
	y := b.Rect.Y + (b.Rect.H-es*1.25)/2
	if b.Sub != "" {
		y -= es * 0.35
		sub := p.FitSize(b.Sub, p.Fonts.Regular, size*0.7, size*0.35, b.Rect.W-10)
		p.Text(dst, b.Sub, p.Fonts.Regular, sub, b.Rect.X+b.Rect.W/2, y+es*1.3, AlignCenter, ColTextDim)
	}
	p.Text(dst, b.Label, p.Fonts.Bold, size, b.Rect.X+b.Rect.W/2, y, AlignCenter, txt)
}

// LabelSize is the size the label is drawn at. A label that would run
// past the edges (large text, a narrow button) is drawn smaller rather
// than spill onto its neighbours, down to MinFontSize; a label still too
// wide there runs past them (LabelFits says whether it does).
func (b *Button) LabelSize(p *Painter) float64 {
	size := b.FontSize
	if size == 0 {
		size = b.Rect.H * 0.42
	}
	least := size * 0.5
	if b.MinFontSize > 0 {
		least = min(size, b.MinFontSize)
	}
	size = p.FitSize(b.Label, p.Fonts.Bold, size, least, b.Rect.W-10)
	if b.Sub != "" {
		// Both lines inside the button's height, too.
		size = min(size, (b.Rect.H/2-3)/1.2/p.Em(1))
	}
	return size
}

// LabelFits reports whether the label, at the size it is drawn at, stays
// inside the button.
func (b *Button) LabelFits(p *Painter) bool {
	return p.TextWidth(b.Label, p.Fonts.Bold, b.LabelSize(p)) <= b.Rect.W-10+0.01
}

// Tooltip draws a small panel with text near (x, y), wrapped to a readable
// width and kept on screen.
func (p *Painter) Tooltip(dst *ebiten.Image, s string, x, y, screenW, screenH float64) {
	lines, w, h := p.tooltipLines(s, screenW, screenH)
	p.drawTooltip(dst, lines, p.tooltipNear(w, h, x, y, screenW, screenH))
}

// TooltipAway draws a tooltip like Tooltip, but clear of keep (a hovered
// model and the squares around it, where the next click is likely to
// go): below it, else above, else to its right or left; where none
// fits, near (x, y) as Tooltip does.
func (p *Painter) TooltipAway(dst *ebiten.Image, s string, keep Rect, x, y, screenW, screenH float64) {
	lines, w, h := p.tooltipLines(s, screenW, screenH)
	p.drawTooltip(dst, lines, p.tooltipAwayRect(w, h, keep, x, y, screenW, screenH))
}

// TooltipAwayRect is where TooltipAway puts s.
func (p *Painter) TooltipAwayRect(s string, keep Rect, x, y, screenW, screenH float64) Rect {
	_, w, h := p.tooltipLines(s, screenW, screenH)
	return p.tooltipAwayRect(w, h, keep, x, y, screenW, screenH)
}

func (p *Painter) tooltipAwayRect(w, h float64, keep Rect, x, y, screenW, screenH float64) Rect {
	const gap, edge = 6.0, 4.0
	clampX := func(tx float64) float64 { return max(edge, min(tx, screenW-w-edge)) }
	clampY := func(ty float64) float64 { return max(edge, min(ty, screenH-h-edge)) }
	for _, r := range []Rect{
		{clampX(x - w/2), keep.Y + keep.H + gap, w, h},
		{clampX(x - w/2), keep.Y - h - gap, w, h},
		{keep.X + keep.W + gap, clampY(y - h/2), w, h},
		{keep.X - w - gap, clampY(y - h/2), w, h},
	} {
		if r.X >= edge-0.01 && r.Y >= edge-0.01 && r.X+r.W <= screenW-edge+0.01 && r.Y+r.H <= screenH-edge+0.01 {
			return r
		}
	}
	return p.tooltipNear(w, h, x, y, screenW, screenH)
}

// tooltipLines wraps s for a tooltip: a readable width first; a long text
// on a small screen (large UI or text) widens to the screen, then loses
// its last lines, so the panel always fits. w and h are the panel's size.
func (p *Painter) tooltipLines(s string, screenW, screenH float64) (lines []string, w, h float64) {
	const size = 15.0
	lineH := p.Em(19)
	maxW := min(420*p.Em(1), screenW-28)
	lines = p.Wrap(s, p.Fonts.Regular, size, maxW)
	if float64(len(lines))*lineH+14 > screenH-8 && maxW < screenW-28 {
		maxW = screenW - 28
		lines = p.Wrap(s, p.Fonts.Regular, size, maxW)
	}
	if fit := int((screenH - 22) / lineH); len(lines) > fit && fit > 0 {
		lines = lines[:fit]
		lines[fit-1] = p.Ellipsize(lines[fit-1]+" …", p.Fonts.Regular, size, maxW)
	}
	for _, l := range lines {
		w = max(w, p.TextWidth(l, p.Fonts.Regular, size))
	}
	return lines, w + 20, float64(len(lines))*lineH + 14
}

// tooltipNear places a w×h tooltip below and right of (x, y), kept on
// screen.
func (p *Painter) tooltipNear(w, h, x, y, screenW, screenH float64) Rect {
	tx, ty := x+16, y+18
	if tx+w > screenW {
		tx = screenW - w - 4
	}
	if ty+h > screenH {
		ty = y - h - 8
	}
	return Rect{max(tx, 4), max(ty, 4), w, h}
}

func (p *Painter) drawTooltip(dst *ebiten.Image, lines []string, r Rect) {
	p.Panel(dst, r, ColPanel, ColGold)
	lineH := p.Em(19)
	for i, l := range lines {
		p.Text(dst, l, p.Fonts.Regular, 15, r.X+10, r.Y+7+float64(i)*lineH, AlignLeft, ColText)
	}
}
