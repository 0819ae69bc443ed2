// The one clock is defined beside the simulator, in @hangar/mecha, which the robot agent shares
// and which cannot import the server; the server's services, links and tests take it from here.
export { type Clock, createScaledClock, ManualClock, systemClock } from '@hangar/mecha'
