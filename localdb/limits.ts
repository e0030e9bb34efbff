// Limits that keep one client from hurting the others. localdb/README.md lists each
// beside Firebase's own figure.
export interface Limits {
  /** Listens one connection may hold at once (Firebase documents no per-connection figure). */
  maxListensPerConnection: number;
  /** A connection whose unsent output passes this many bytes is closed (it is not reading). */
  maxBacklogBytes: number;
  /** Namespaces one server holds (idle empty ones are dropped to make room). */
  maxNamespaces: number;
}

export const DEFAULT_LIMITS: Limits = {
  maxListensPerConnection: 1000,
  maxBacklogBytes: 8 * 1024 * 1024,
  maxNamespaces: 1000,
};
