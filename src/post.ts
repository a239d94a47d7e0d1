// Entry of the post step (post-if: always()): finishes a status comment that the main step left
// unfinished because it was killed.
import { finishPending } from './post-step.ts'

await finishPending()
