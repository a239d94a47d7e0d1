/** Key of the saved state through which the main step hands an unfinished status comment to the post step. */
export const PENDING_STATE = 'pending-status'
