// The robot agent as a library: one RobotAgent per robot; the simulator as the default robot.
export { type AgentLog, type AgentOptions, RobotAgent } from './agent.ts'
export type { Robot, RobotDescription, RobotEvent } from './robot.ts'
export { SimRobot, SimWorld, type SimWorldOptions } from './sim-robot.ts'
