export declare const FIRST_PAINT_BOX: string;
export declare const SNAPSHOT_GLOBAL: string;
export declare const START_CAP_MS: number;
/** From a room page's own scripts, the session's chunks its loader asks for behind them. */
export type SessionChunks = (pageScripts: string[]) => string[];
export declare function startScriptsAfterFirstPaint(
  win: unknown,
  srcs: readonly string[],
  sessionSrcs: readonly string[],
  globalName: string,
  capMs: number,
): void;
/** Fields and buttons in a page's HTML that are no early tap. */
export declare function formControls(html: string): number;
export declare function deferInHtml(html: string, sessionChunks?: SessionChunks): string | null;
export declare function deferFirstLoadScripts(out: string, sessionChunks?: SessionChunks): number;
export declare function deferredScripts(html: string): string[];
export declare function sessionScripts(html: string): string[];
