// The portal's own site-wide node: the global settings (announcement). The apps' nodes (the
// roadmap's suggestions, the question board, the calculator, web-vitals reports) are in their
// rules modules, features/<app>/rules.ts.
import { signedIn, type RuleNode } from './dsl';

export const settings: RuleNode = { '.read': signedIn, '.write': false };
