// Video and picture work shared by the service and the demo (docs/previews.md).
export { type ChannelChartOptions, type ChartChannel, channelChartPng } from './channel-chart.ts'
export { type EncodeVideoOptions, encodeVideo, type VideoCodec } from './encode-video.ts'
export {
  FFMPEG_ADDRESS_SPACE_BYTES,
  FfmpegError,
  FfmpegMissingError,
  type FfmpegRunOptions,
  ffmpegAvailable,
  ffmpegPath,
  outputPipe,
  runFfmpeg,
  runFfmpegOutputs,
} from './ffmpeg.ts'
export {
  type FfmpegBinary,
  type FfmpegInfo,
  type FfmpegSource,
  ffmpegBinary,
  ffmpegInfo,
  findFfmpeg,
} from './ffmpeg-binary.ts'
export {
  MAX_VIDEO_PIXELS,
  readVideoInput,
  sniffContainer,
  UnsupportedVideoError,
  type VideoInput,
} from './video-input.ts'
export {
  ANIMATED_GIF_TYPE,
  ANIMATED_WEBP_TYPE,
  ffmpegInputOptions,
  makeVideoPreviews,
  POSTER_TYPE,
  type VideoPreviewLimits,
  type VideoPreviews,
} from './video-previews.ts'
export {
  parseVideoScan,
  scanVideo,
  type VideoScan,
  type VideoScanOptions,
  type VideoScanSpan,
} from './video-scan.ts'
export {
  mp4VideoSize,
  mp4VideoTracks,
  type VideoTrack,
  webmVideoSize,
  webmVideoTracks,
} from './video-size.ts'
