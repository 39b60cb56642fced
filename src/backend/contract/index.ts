/** Every contract case, by area: run them all with any `send` (see types.ts). */
import { projectsCases } from './projects';
import { tasksCases } from './tasks';
import type { ContractCase } from './types';

export const contractCases: ContractCase[] = [...tasksCases, ...projectsCases];

export * from './types';
