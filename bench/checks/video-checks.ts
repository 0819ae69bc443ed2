// The video checks' speed (issue 30: "Video checks on a 720p30 H.264 clip: ≥ 4× real time on one
// core"). A 60 s 1280×720 30 fps H.264 clip is made here (ffmpeg's testsrc2, with sensor-like
// noise unless --clean-picture, libx264 `veryfast` CRF 23, as a camera's recorder writes it; not
// committed), then `checkVideoPicture` (frozen_video and black_video: one ffmpeg run decoding every
// frame) runs on it --runs times. Measured per run: the ffmpeg child's CPU seconds, from the
// process's resource usage for its waited-for children (/proc/self/stat cutime + cstime, i.e.
// getrusage(RUSAGE_CHILDREN): nothing else runs meanwhile), and the wall time. The figure is
// seconds of video per CPU-second (≥ 4 passes), and the findings (a clean clip must give none).
// Usage: node --import tsx bench/checks/video-checks.ts [--seconds 60] [--runs 3] [--clean-picture]

import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { ffmpegInfo, runFfmpeg } from '@hangar/media'
import { checkVideoPicture } from '../../server/src/checks/video/index.ts'

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    runs: { type: 'string', default: '3' },
    'clean-picture': { type: 'boolean', default: false },
  },
})
const SECONDS = Number(args.seconds)
const RUNS = Number(args.runs)
const FPS = 30

if (process.platform !== 'linux') throw new Error('this benchmark reads /proc/self/stat: Linux only')
const TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100

/** CPU seconds of this process's waited-for children so far (user + system). */
function childCpuSeconds(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8')
  // Fields after the command's closing parenthesis; cutime and cstime are fields 16 and 17.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[13]) + Number(fields[14])) / TICKS
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

const dir = mkdtempSync(join(tmpdir(), 'hangar-bench-video-checks-'))
try {
  const clip = join(dir, 'clip-720p30.mp4')
  const source = `testsrc2=size=1280x720:rate=${FPS}:duration=${SECONDS}${args['clean-picture'] ? '' : ',noise=alls=6:allf=t'}`
  const madeAt = performance.now()
  await runFfmpeg(
    [
      '-f',
      'lavfi',
      '-i',
      source,
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '23',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      '-y',
      clip,
    ],
    { timeoutMs: 600_000 },
  )
  const bytes = statSync(clip).size
  console.error(
    `clip: ${SECONDS} s, ${(bytes / 1e6).toFixed(1)} MB (${((bytes * 8) / SECONDS / 1e6).toFixed(1)} Mbit/s), made in ${((performance.now() - madeAt) / 1000).toFixed(1)} s`,
  )
  const video = {
    name: 'front',
    link: 'clip-720p30.mp4',
    width: 1280,
    height: 720,
    fps: FPS,
    frame_count: SECONDS * FPS,
    codec: 'avc1',
    start_seconds: 0,
    duration_seconds: SECONDS,
  }
  const runs: { cpu_seconds: number; wall_seconds: number; findings: number }[] = []
  for (let i = 0; i < RUNS; i++) {
    const cpu0 = childCpuSeconds()
    const t0 = performance.now()
    const { findings } = await checkVideoPicture(video, clip)
    runs.push({
      cpu_seconds: Number((childCpuSeconds() - cpu0).toFixed(2)),
      wall_seconds: Number(((performance.now() - t0) / 1000).toFixed(2)),
      findings: findings.length,
    })
    console.error(`run ${i + 1}: ${JSON.stringify(runs[i])}`)
  }
  const cpu = median(runs.map((r) => r.cpu_seconds))
  const wall = median(runs.map((r) => r.wall_seconds))
  const ffmpeg = await ffmpegInfo()
  console.log(
    JSON.stringify(
      {
        bench: 'video-checks',
        clip: {
          seconds: SECONDS,
          size: '1280x720',
          fps: FPS,
          codec: 'h264 (libx264 veryfast crf 23)',
          picture: args['clean-picture'] ? 'testsrc2' : 'testsrc2 + temporal noise',
          mbit_per_s: Number(((bytes * 8) / SECONDS / 1e6).toFixed(2)),
        },
        ffmpeg: `${ffmpeg.version ?? 'missing'} (${ffmpeg.source})`,
        runs,
        median_cpu_seconds: Number(cpu.toFixed(2)),
        median_wall_seconds: Number(wall.toFixed(2)),
        realtime_per_cpu_second: Number((SECONDS / cpu).toFixed(1)),
        goal: '≥ 4',
        passes: SECONDS / cpu >= 4,
        false_positives: runs.reduce((n, r) => n + r.findings, 0),
      },
      null,
      2,
    ),
  )
} finally {
  rmSync(dir, { recursive: true, force: true })
}
