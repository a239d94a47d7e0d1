/** Key of the saved state through which the main step hands an unfinished status comment to the post step. */
export const PENDING_STATE = 'pending-status'

/** Saved by the main step as it starts: present only when the runner starts the post step. */
export const IS_POST_STATE = 'isPost'
