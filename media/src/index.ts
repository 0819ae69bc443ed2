// Video and picture work shared by the service and the demo (docs/previews.md).
export { type ChannelChartOptions, type ChartChannel, channelChartPng } from './channel-chart.ts'
export { type EncodeVideoOptions, encodeVideo, type VideoCodec } from './encode-video.ts'
export {
  FfmpegError,
  FfmpegMissingError,
  type FfmpegRunOptions,
  ffmpegAvailable,
  ffmpegPath,
  runFfmpeg,
} from './ffmpeg.ts'
export {
  ANIMATED_TYPE,
  makeVideoPreviews,
  POSTER_TYPE,
  type VideoPreviewLimits,
  type VideoPreviews,
} from './video-previews.ts'
export { mp4VideoSize, webmVideoSize } from './video-size.ts'
