// Package render owns how the game draws: the embedded fonts, the colour
// theme, and drawing primitives (panels, buttons, outlined text, tooltips)
// shared by every scene. It reads rules state but never decides a rule.
package render
