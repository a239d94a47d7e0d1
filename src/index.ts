// Entry of the main step: runs the action, nothing else.
import { run } from './main.ts'

await run()
