export declare const JS_BUDGET_KB: number;
/** Every page of the export in `root` with its first-load JavaScript in kB, by route. */
export declare function routeTable(root: string): { route: string; kb: number }[];
