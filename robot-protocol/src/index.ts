// The MQTT protocol between Hangar and its robot agents (docs/robot-protocol.md).
export * from './codec.ts'
export { ControlProperties, HeaderProperties } from './header.ts'
export * from './messages.ts'
export * from './requests.ts'
export * from './topics.ts'
export * from './version.ts'
