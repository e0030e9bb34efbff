export declare const NOT_DOWNLOADED_PAGE: string;
export declare function exportFiles(dir: string): string[];
export declare function appOfPath(urlPath: string): string | null;
export declare function precachePlan(dir: string): { shell: string[]; apps: Record<string, string[]>; later: Record<string, string[]> };
