// Package pathing owns movement and sight on the assembled dungeon map: which
// single steps a model may take (CanStep, StepCost), where it can get to and
// how (Reachable, ShortestPath, Approach), whether one square can see another
// (LineOfSight, WhyNoLineOfSight) and range counted around walls (RangeAround).
// It knows nothing of models, cards or turns: callers describe the moving or
// looking model with a Mover and callbacks (enemy here? anyone here? extra
// cost here?). It reads geometry from package tiles and is pure Go: no ebiten,
// no globals, no clock, no randomness. A Graph (NewGraph) is a map read once,
// for callers asking many questions of the same map; its methods answer
// exactly as the package-level functions do, faster. DECISION.md records why
// the search is ours rather than github.com/solarlune/paths, how line of sight
// is computed exactly, and the measured speed.
//
// Interpretations of the Arcade rulebook made here:
//
//   - Line of sight is exact geometry on closed unit squares and closed wall
//     edges; touching anything, corners included, blocks. A line that only
//     grazes the source square's own corner where a wall ends is blocked, but
//     since a line may start anywhere inside the square, this only matters
//     when no nearby line gets through (see LineOfSight and DECISION.md).
//   - Large (2x2) models: movement is counted as for a small model (Arcade
//     "Movement Points"); line of sight for a large base is the caller's: test
//     each occupied square and accept if any pair sees.
//   - Moving into a square needs line of sight to it; this is what stops a
//     model cutting a wall corner diagonally.
package pathing
