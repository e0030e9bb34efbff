export type Loader = { target: number; chunks: string[] };
export declare function markedModules(chunkTexts: readonly string[], marks?: readonly string[]): Map<string, Set<number>>;
export declare function loaders(text: string): Loader[];
export declare function sessionChunksOf(
  pageScripts: readonly string[],
  readChunk: (src: string) => string,
  marked: Map<string, Set<number>>,
): string[];
export declare function sessionChunkFinder(out: string): (pageScripts: string[]) => string[];
