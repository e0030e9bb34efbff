import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repository = path.resolve(here, '..', '..');

/** The repository root, or above it when node_modules is a symlink out of it (a git worktree's). */
function turbopackRoot() {
  let modules;
  try {
    modules = path.dirname(realpathSync(path.join(repository, 'node_modules')));
  } catch {
    return repository;
  }
  let root = repository;
  while (path.relative(root, modules).startsWith('..')) root = path.dirname(root);
  return root;
}

/** @type {import('next').NextConfig} */
const config = {
  output: 'export',
  trailingSlash: true,
  // The repository root holds the lock file and node_modules (the portal's next and react).
  turbopack: { root: turbopackRoot() },
};

export default config;
