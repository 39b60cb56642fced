/** Every contract case, by area: run them all with any `send` (see types.ts). */
import { tasksCases } from './tasks';
import type { ContractCase } from './types';

export const contractCases: ContractCase[] = [...tasksCases];

export * from './types';
