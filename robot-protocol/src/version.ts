/**
 * The protocol's version. The major version is a topic level, as in VDA 5050
 * (`<interface>/<major>/<manufacturer>/<serial>/<topic>`); every message also carries the full
 * version in its header. A change that breaks a reader bumps the major version and the topics.
 */
export const PROTOCOL_MAJOR = 'v1'
export const PROTOCOL_VERSION = '1.0.0'

/** The first topic level unless configured otherwise (MQTT_INTERFACE, `--interface`). */
export const DEFAULT_INTERFACE = 'hangar'
