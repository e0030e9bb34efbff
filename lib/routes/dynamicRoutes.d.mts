export declare const DYNAMIC_ROUTES: readonly ['proost', 'cah', 'battleshots', 'fridge', 'quest'];
export declare const PLACEHOLDER_ID: '_';
