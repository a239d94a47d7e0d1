// Entry of both steps. The runner starts this file for the main step and again for the post step
// (action.yml: `post: dist/index.js`); a state saved by the main step tells the two apart, so one
// bundle serves both.
import * as core from '@actions/core'
import { run } from './main.ts'
import { finishPending } from './post.ts'
import { IS_POST_STATE } from './interface/state.ts'

if (core.getState(IS_POST_STATE) === 'true') {
  await finishPending()
} else {
  core.saveState(IS_POST_STATE, 'true')
  await run()
}
