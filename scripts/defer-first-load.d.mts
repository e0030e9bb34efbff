export declare const FIRST_PAINT_BOX: string;
export declare const SNAPSHOT_GLOBAL: string;
export declare const START_CAP_MS: number;
export declare function startScriptsAfterCard(win: unknown, srcs: readonly string[], globalName: string, capMs: number): void;
export declare function deferInHtml(html: string): string | null;
export declare function deferFirstLoadScripts(out: string): number;
export declare function deferredScripts(html: string): string[];
