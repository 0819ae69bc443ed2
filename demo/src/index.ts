// The demo catalog's public surface, for the service's first-start seeder and the benchmark generator.
export { demoCatalog } from './catalog.ts'
export {
  type DemoMediaOptions,
  defaultDemoCacheDir,
  MEDIA_VERSION,
  prepareDemoMedia,
  renderedDemoCatalog,
} from './demo-media.ts'
export type {
  DemoDatasetPlan,
  DemoDataType,
  DemoFile,
  DemoFinalStatus,
  DemoVersionPlan,
} from './demo-plan.ts'
export { deriveSeed, type SeededRandom, seededRandom } from './seeded-random.ts'
