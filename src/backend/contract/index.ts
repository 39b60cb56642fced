/** Every contract case, by area: run them all with any `send` (see types.ts). */
import { accessCases } from './access';
import { adminCases } from './admin';
import { authorsCases } from './authors';
import { calendarCases } from './calendar';
import { chatCases } from './chat';
import { emailCases } from './email';
import { filesCases } from './files';
import { hostileCases } from './hostile';
import { mapsTablesCases } from './mapsTables';
import { membersCases } from './members';
import { otherCases } from './others';
import { projectsCases } from './projects';
import { tasksCases } from './tasks';
import type { ContractCase } from './types';
import { versionsCases } from './versions';

export const contractCases: ContractCase[] = [
  ...tasksCases,
  ...projectsCases,
  ...calendarCases,
  ...filesCases,
  ...mapsTablesCases,
  ...emailCases,
  ...chatCases,
  ...otherCases,
  ...adminCases,
  ...membersCases,
  ...accessCases,
  ...versionsCases,
  ...hostileCases,
  ...authorsCases,
];

export * from './types';
