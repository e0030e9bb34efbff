// The routes whose last segment is an id (a room code, a fridge id). Shared by next.config.mjs,
// the firebase.json check and the app, so the list lives in one plain module.
export const DYNAMIC_ROUTES = ['proost', 'cah', 'battleshots', 'fridge', 'quest'];
export const PLACEHOLDER_ID = '_';
