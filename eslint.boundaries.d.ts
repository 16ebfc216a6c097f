import type { Linter } from 'eslint';

/** The layering lint's config block (eslint.boundaries.js). */
export declare const sourceBoundaries: Linter.Config;
