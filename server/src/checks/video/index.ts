// The video checks of issue 30 (docs/checks-video.md): domain code, no HTTP and no SQL.
export { type CameraSyncInput, cameraSyncFindings } from './camera-sync.ts'
export {
  checkVideoPicture,
  type VideoPictureCheckOptions,
  videoPictureFindings,
} from './video-picture-check.ts'
export { type RecordingSpan, videoSpanFindings } from './video-span.ts'
export {
  DEFAULT_VIDEO_THRESHOLDS,
  resolveVideoThresholds,
  VIDEO_CHECK_VERSIONS,
  type VideoCheckId,
  type VideoCheckThresholds,
  type VideoThresholdOverrides,
  videoCheckKey,
} from './video-thresholds.ts'
