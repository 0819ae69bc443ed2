import type { StairSetting } from './assets/demo-palette.ts'
import type { Perspective } from './assets/stair-scene.ts'
import type { TelemetryFault } from './assets/telemetry-csv.ts'
import type { DemoDataType } from './demo-plan.ts'

// The words the demo catalog is made of. Robots, sites and models are invented; the flaws are the
// kinds reviewers of generated locomotion footage actually report.

export const ROBOTS = [
  'Strider-4 #07',
  'Strider-4 #12',
  'Kestrel Q1 #03',
  'Kestrel Q1 #05',
  'Vanta L2 #21',
] as const

export const SITES = [
  { name: 'Hangar 3 test bay', short: 'Hangar 3' },
  { name: 'Warehouse B mezzanine stairs', short: 'Warehouse B' },
  { name: 'Building 2 stairwell C', short: 'Stairwell C' },
  { name: 'North yard loading dock', short: 'North yard' },
  { name: 'Substation 5 perimeter', short: 'Substation 5' },
] as const

export const TASKS = [
  { id: 'stair_ascent', title: 'Stair ascent' },
  { id: 'stair_descent', title: 'Stair descent' },
  { id: 'inspection_loop', title: 'Inspection loop' },
  { id: 'docking', title: 'Docking and charge' },
  { id: 'gravel_patrol', title: 'Gravel path patrol' },
  { id: 'slope_traverse', title: 'Slope traverse' },
] as const

export const OPERATORS = ['a.okafor', 'm.lindqvist', 'r.tanaka', 's.haddad', 'j.moreau', 'l.nguyen'] as const

export const TELEMETRY_SESSIONS = [
  'morning shift',
  'night patrol',
  'charge cycle',
  'endurance run',
  'cold start',
] as const

export const MODELS = ['stridegen-1.4', 'stridegen-2.0', 'worldsim-video-0.9'] as const

export const SETTINGS: Record<StairSetting, { name: string; phrase: string }> = {
  stairwell: { name: 'Concrete stairwell', phrase: 'a dim concrete stairwell with a steel handrail' },
  warehouse: {
    name: 'Warehouse mezzanine',
    phrase: 'the steel stairs up to a warehouse mezzanine under bright lights',
  },
  yard: {
    name: 'Loading dock steps',
    phrase: 'concrete steps up to a loading dock in an outdoor yard at dusk',
  },
  lab: { name: 'Training staircase', phrase: 'a wooden training staircase in a lab with a painted floor' },
}

export const CAMERA: Record<Perspective, { name: string; phrase: string }> = {
  pov: {
    name: 'head camera',
    phrase: 'First-person view from the head camera of a quadruped robot trotting towards and up',
  },
  third_person: {
    name: 'side view',
    phrase: 'Side view, static camera at hip height, of a quadruped robot trotting towards and up',
  },
}

/** A flaw found in a generated clip, and the sentence added to the prompt to fix it. */
export interface ClipIssue {
  reason: string
  fix: string
}

export const CLIP_ISSUES: Record<Perspective, readonly ClipIssue[]> = {
  pov: [
    { reason: 'camera horizon tilts', fix: 'Keep the horizon level.' },
    { reason: 'motion blur smears the step edges', fix: 'Crisp step edges, no motion blur.' },
    {
      reason: 'the number of steps changes mid-clip',
      fix: 'The flight keeps the same number of steps throughout.',
    },
    { reason: 'head bob far stronger than the real robot', fix: 'Camera bob no more than about 1 cm.' },
    { reason: 'handrail vanishes after two seconds', fix: 'Both handrails stay visible.' },
    { reason: 'lighting flickers between frames', fix: 'Constant lighting.' },
  ],
  third_person: [
    { reason: 'feet slide on the third step', fix: 'Feet stay planted while they bear weight.' },
    { reason: 'rear legs pass through the riser', fix: 'Legs never intersect the steps.' },
    {
      reason: 'body floats with no foot on the stairs',
      fix: 'At least two feet touch the ground at all times.',
    },
    { reason: 'a fifth leg appears in some frames', fix: 'Exactly four legs in every frame.' },
    { reason: 'gait switches from trot to pace mid-clip', fix: 'A steady trot from start to end.' },
    { reason: 'steps are taller than the 20 cm the robot can climb', fix: 'Steps no higher than 18 cm.' },
  ],
}

/** Why telemetry was rejected, and the defect its file carries for it (telemetry-csv.ts). */
export const TELEMETRY_REJECTIONS: readonly { reason: string; fault: TelemetryFault['kind'] }[] = [
  { reason: 'IMU channel saturates for three seconds mid-run', fault: 'imu_saturation' },
  { reason: 'Motor temperatures missing for the rear legs', fault: 'rear_motor_temps_missing' },
  { reason: 'Battery voltage logged at the wrong scale', fault: 'battery_millivolts' },
]

export const REJECTIONS: Record<DemoDataType, readonly string[]> = {
  episode: [
    'Base pose drifts 0.4 m during the pause; odometry looks unreliable',
    'Recording stops before the task ends',
    'Operator intervened twice; not an autonomous run',
  ],
  telemetry: TELEMETRY_REJECTIONS.map((r) => r.reason),
  synthetic_pov: [
    'Horizon still drifts in the last second',
    'Stairs look nothing like the target site',
    'Frame rate too low for the perception pipeline',
  ],
  synthetic_third_person: [
    'Robot passes through the handrail at the top',
    'Leg proportions do not match our robot',
    'Feet still skate on the landing',
  ],
}

export const DESCRIPTIONS: Record<DemoDataType, readonly string[]> = {
  episode: [
    'Teleoperated run recorded at 10 Hz for the locomotion policy baseline.',
    'Autonomous run; the operator stayed hands-off the whole time.',
    'Run from the weekly site survey, trimmed to the walking part.',
  ],
  telemetry: [
    'Power and thermal streams for the battery-life study.',
    'Full sensor log from a routine patrol, useful for anomaly detection.',
    'Logged after the motor firmware update to compare temperatures.',
  ],
  synthetic_pov: [
    'Generated head-camera footage to pretrain stair perception.',
    'Synthetic approach-and-climb clip for the depth estimator.',
  ],
  synthetic_third_person: [
    'Generated side view for gait-phase labelling.',
    'Synthetic climb used to check foot-contact detection.',
  ],
}

/** "feet slide" → "Feet slide". */
export function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
