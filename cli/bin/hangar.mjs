#!/usr/bin/env node
// Runs the TypeScript command line through tsx, so `npx hangar …` works from the repository.
import { register } from 'tsx/esm/api'

register()
await import('../src/main.ts')
