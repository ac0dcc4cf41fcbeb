// Types for eslint/layers.mjs, so that its tests (test/app/lint) type-check.
import type { Rule } from 'eslint';

export type LayerZone = { target: string | string[]; from: string | string[]; except?: string[]; message: string };
export const LAYER_ZONES: readonly LayerZone[];
export function otherFeatureEntered(root: string, importer: string, source: string): string | null;
export const featureBoundaries: Rule.RuleModule;
