import assert from 'node:assert/strict'
import { test } from 'node:test'
import { EPISODE_JOINTS, type EpisodeSample, episodeRecording } from './episode-recording.ts'

const parse = (bytes: Buffer): EpisodeSample[] =>
  bytes
    .toString('utf8')
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as EpisodeSample)

test('one JSON object per line, duration × rate lines, t rising by 1/hz from 0', () => {
  const samples = parse(episodeRecording({ seed: 1, durationSeconds: 12, hz: 10 }))
  assert.equal(samples.length, 120)
  for (const [i, s] of samples.entries()) assert.ok(Math.abs(s.t - i / 10) < 1e-9, `t at line ${i}`)
  for (let i = 1; i < samples.length; i++) assert.ok((samples[i]?.t ?? 0) > (samples[i - 1]?.t ?? 0))
})

test('each line has the 12 joints, a base pose and four foot contacts', () => {
  assert.equal(EPISODE_JOINTS.length, 12)
  for (const s of parse(episodeRecording({ seed: 2, durationSeconds: 5, hz: 20 }))) {
    assert.deepEqual(Object.keys(s.joint_pos), EPISODE_JOINTS)
    assert.ok(Object.values(s.joint_pos).every(Number.isFinite))
    assert.ok([s.base.x, s.base.y, s.base.z, s.base.yaw].every(Number.isFinite))
    assert.deepEqual(Object.keys(s.foot_contact), ['FL', 'FR', 'RL', 'RR'])
    assert.ok(Object.values(s.foot_contact).every((c) => typeof c === 'boolean'))
    // Trotting or standing, at least two feet carry the robot.
    assert.ok(Object.values(s.foot_contact).filter(Boolean).length >= 2)
  }
})

test('values are plausible and smooth: the robot walks, joints move without jumps', () => {
  const samples = parse(episodeRecording({ seed: 3, durationSeconds: 30, hz: 10 }))
  const last = samples[samples.length - 1]
  assert.ok(last && Math.hypot(last.base.x, last.base.y) > 5, 'the robot went somewhere')
  for (const s of samples) {
    assert.ok(s.base.z > 0.4 && s.base.z < 0.7)
    for (const name of EPISODE_JOINTS)
      assert.ok(Math.abs(s.joint_pos[name] ?? 99) < 2.5, `${name} = ${s.joint_pos[name]}`)
  }
  for (let i = 1; i < samples.length; i++) {
    const a = samples[i - 1] as EpisodeSample
    const b = samples[i] as EpisodeSample
    for (const name of EPISODE_JOINTS) {
      assert.ok(
        Math.abs((b.joint_pos[name] ?? 0) - (a.joint_pos[name] ?? 0)) < 0.5,
        `${name} jumps at ${b.t}`,
      )
    }
    assert.ok(Math.hypot(b.base.x - a.base.x, b.base.y - a.base.y) < 0.1, `base jumps at ${b.t}`)
  }
  // Somewhere mid-run a leg is in the air: this is a walk, not a standing recording.
  assert.ok(samples.some((s) => Object.values(s.foot_contact).includes(false)))
})

test('same seed, same bytes; another seed, other bytes', () => {
  const a = episodeRecording({ seed: 5, durationSeconds: 8, hz: 10 })
  assert.deepEqual(episodeRecording({ seed: 5, durationSeconds: 8, hz: 10 }), a)
  assert.notDeepEqual(episodeRecording({ seed: 6, durationSeconds: 8, hz: 10 }), a)
})

test('odometry drift moves the base pose sideways during the pause only, by the asked distance', () => {
  const options = { seed: 59, durationSeconds: 30, hz: 10 }
  const parse = (b: Buffer) =>
    b
      .toString('utf8')
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as EpisodeSample)
  const clean = parse(episodeRecording(options))
  const drifting = parse(episodeRecording({ ...options, driftMetres: 0.4 }))
  const offset = (i: number) =>
    Math.hypot(
      (drifting[i]?.base.x ?? 0) - (clean[i]?.base.x ?? 0),
      (drifting[i]?.base.y ?? 0) - (clean[i]?.base.y ?? 0),
    )
  // Same joints: the legs did not move; only the estimated pose did.
  assert.deepEqual(
    drifting.map((s) => s.joint_pos),
    clean.map((s) => s.joint_pos),
  )
  assert.ok(offset(0) === 0 && offset(Math.floor(clean.length * 0.2)) === 0)
  assert.ok(Math.abs(offset(clean.length - 1) - 0.4) < 0.01, `${offset(clean.length - 1)} m`)
})

test('cut short: the same run, stopped while the robot still trots', () => {
  const options = { seed: 11, durationSeconds: 20, hz: 10 }
  const finished = parse(episodeRecording(options))
  const cut = parse(episodeRecording({ ...options, runSeconds: 25 }))
  assert.equal(cut.length, finished.length)
  // The finished run ends standing; the cut one is still walking at its last lines.
  const moved = (s: EpisodeSample[], k: number) => {
    const a = s[s.length - 1 - k] as EpisodeSample
    const b = s[s.length - 1] as EpisodeSample
    return Math.hypot(b.base.x - a.base.x, b.base.y - a.base.y)
  }
  assert.ok(moved(finished, 5) < 0.05, `${moved(finished, 5)} m in the last half second`)
  assert.ok(moved(cut, 5) > 0.2, `${moved(cut, 5)} m in the last half second`)
  assert.ok(cut.slice(-10).some((s) => Object.values(s.foot_contact).includes(false)))
})

test('two interventions: every line says whether the operator drives, true for 2 s twice', () => {
  const options = { seed: 12, durationSeconds: 30, hz: 10 }
  const clean = parse(episodeRecording(options))
  const taken = parse(episodeRecording({ ...options, interventions: 2 }))
  assert.ok(clean.every((s) => !('operator_override' in s)))
  assert.ok(taken.every((s) => typeof s.operator_override === 'boolean'))
  const on = taken.filter((s) => s.operator_override).map((s) => s.t)
  assert.deepEqual(on, [
    ...Array.from({ length: 20 }, (_, i) => Number((8 + i / 10).toFixed(3))),
    ...Array.from({ length: 20 }, (_, i) => Number((23 + i / 10).toFixed(3))),
  ])
  // Nothing else differs: the flag is what a reviewer sees.
  assert.deepEqual(
    taken.map(({ operator_override: _, ...rest }) => rest),
    clean,
  )
})
