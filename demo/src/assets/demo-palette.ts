import type { SeededRandom } from '../seeded-random.ts'

/**
 * Palette slots shared by every demo picture. A fixed 16-colour table lets the renderers draw
 * palette indices directly, so no quantisation is needed and a GIF's LZW code size can be 4 bits.
 */
export const Ink = {
  background: 0,
  haze: 1,
  floor: 2,
  grid: 3,
  tread: 4,
  riser: 5,
  edge: 6,
  body: 7,
  bodyDark: 8,
  legNear: 9,
  legFar: 10,
  joint: 11,
  sensor: 12,
  shadow: 13,
  wall: 14,
  /** The right legs in a skeleton; the left ones use `sensor`. */
  limbRight: 15,
} as const

/** RGB triple, 0–255 per channel. */
export type Rgb = [number, number, number]

/** The place a demo picture shows; the catalog names it in dataset names and prompts. */
export type StairSetting = 'stairwell' | 'warehouse' | 'yard' | 'lab'

/** Every setting, in a fixed order. */
export const STAIR_SETTINGS: readonly StairSetting[] = ['stairwell', 'warehouse', 'yard', 'lab']

type Colors = [
  background: Rgb,
  haze: Rgb,
  floor: Rgb,
  grid: Rgb,
  tread: Rgb,
  riser: Rgb,
  edge: Rgb,
  wall: Rgb,
]

const SETTING_COLORS: Record<StairSetting, Colors> = {
  // dim concrete stairwell
  stairwell: [
    [28, 32, 42],
    [48, 54, 68],
    [62, 66, 74],
    [92, 98, 110],
    [128, 132, 140],
    [84, 88, 98],
    [214, 220, 228],
    [70, 76, 90],
  ],
  // bright warehouse
  warehouse: [
    [176, 196, 214],
    [208, 220, 230],
    [120, 112, 100],
    [148, 140, 126],
    [170, 160, 144],
    [110, 102, 92],
    [60, 56, 50],
    [196, 188, 170],
  ],
  // dusk yard
  yard: [
    [46, 38, 70],
    [140, 92, 110],
    [58, 70, 56],
    [82, 98, 78],
    [150, 146, 136],
    [96, 94, 88],
    [236, 226, 200],
    [92, 80, 96],
  ],
  // lab with painted floor
  lab: [
    [222, 226, 230],
    [236, 238, 240],
    [70, 110, 130],
    [96, 138, 158],
    [190, 192, 196],
    [140, 144, 150],
    [36, 40, 46],
    [200, 206, 214],
  ],
}

const BODIES: readonly Rgb[] = [
  [245, 158, 11],
  [250, 204, 21],
  [20, 184, 166],
  [239, 68, 68],
  [226, 232, 240],
]

const darken = (c: Rgb, f: number): Rgb => [Math.round(c[0] * f), Math.round(c[1] * f), Math.round(c[2] * f)]

/** The 16 colours for one picture, indexed by {@link Ink}: the setting's colours and a seeded robot colour. */
export function demoPalette(setting: StairSetting, random: SeededRandom): Rgb[] {
  const [background, haze, floor, grid, tread, riser, edge, wall] = SETTING_COLORS[setting]
  const body = random.pick(BODIES)
  return [
    background,
    haze,
    floor,
    grid,
    tread,
    riser,
    edge,
    body,
    darken(body, 0.6),
    [230, 232, 236],
    [120, 124, 132],
    [239, 68, 68],
    [56, 189, 248],
    darken(floor, 0.55),
    wall,
    [244, 114, 182],
  ]
}
