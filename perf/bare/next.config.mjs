import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** @type {import('next').NextConfig} */
const config = {
  output: 'export',
  trailingSlash: true,
  // The repository root holds the lock file and node_modules (the portal's next and react).
  turbopack: { root: path.resolve(here, '..', '..') },
};

export default config;
