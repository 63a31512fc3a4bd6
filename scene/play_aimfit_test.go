package scene

// burglarAmidTowers is the play-testers' first turn at 200%: four Heroes
// at the foot of an eight-square dungeon, the Cat Burglar among them,
// Tower monsters in most rows above and a spawning point near the top.
const burglarAmidTowers = `
map
+-+-+-+-+-+-+-+-+
|. . . . . . . .|
+ + + + + + + + +
|. . E . . . . .|
+ + + + + + + + +
|A . B . D . . .|
+ + + + + + + + +
|. . . . . . . .|
+ + + + + + + + +
|. F . . . . . .|
+ + + + + + + + +
|. . . K . . . .|
+ + + + + + + + +
|. . . R H . . .|
+ + + + + + + + +
|. . . T . . . .|
+-+-+-+-+-+-+-+-+
end
K Cat Burglar
T Tincan
H Hexcast Sorceress
R Glimmerdusk Ranger
A Tower Stalker
B Tower Blackblade
D Tower Stalker
E Tower Stalker
F Tower Stalker
`
