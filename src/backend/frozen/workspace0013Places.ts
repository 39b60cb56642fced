/**
 * Frozen with the workspace's migrations (see workspace0013.ts): the seed rows of the calendar
 * and the file manager as every account got them, on the compared columns, dates left out.
 * Never edited.
 */
import type { PristineRow } from './workspace0013Work';

export const PRISTINE_PLACES: readonly PristineRow[] = [
  [
    'calendar_events',
    'ev-1',
    { title: 'Meeting with Mr. Shreyu', category: 'success', allDay: false },
  ],
  [
    'calendar_events',
    'ev-2',
    { title: 'Interview - Backend Engineer', category: 'primary', allDay: true },
  ],
  [
    'calendar_events',
    'ev-3',
    { title: 'Phone Screen - Frontend Engineer', category: 'warning', allDay: true },
  ],
  ['calendar_events', 'ev-4', { title: 'Buy Design Assets', category: 'info', allDay: true }],
  ['calendar_events', 'ev-5', { title: 'Release review', category: 'danger', allDay: false }],
  [
    'files',
    'documents',
    { kind: 'folder', name: 'Documents', parentId: null, size: 0, mimeType: '', trashed: false },
  ],
  [
    'files',
    'downloads',
    { kind: 'folder', name: 'Downloads', parentId: null, size: 0, mimeType: '', trashed: false },
  ],
  [
    'files',
    'music',
    { kind: 'folder', name: 'Music', parentId: null, size: 0, mimeType: '', trashed: false },
  ],
  [
    'files',
    'pictures',
    { kind: 'folder', name: 'Pictures', parentId: null, size: 0, mimeType: '', trashed: false },
  ],
  [
    'files',
    'video',
    { kind: 'folder', name: 'Video', parentId: null, size: 0, mimeType: '', trashed: false },
  ],
  [
    'files',
    'seed-1',
    {
      kind: 'file',
      name: 'Project brief.pdf',
      parentId: 'documents',
      size: 2411724,
      mimeType: 'application/pdf',
      trashed: false,
    },
  ],
  [
    'files',
    'seed-2',
    {
      kind: 'file',
      name: 'Budget 2026.xlsx',
      parentId: 'documents',
      size: 482113,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      trashed: false,
    },
  ],
  [
    'files',
    'seed-3',
    {
      kind: 'file',
      name: 'Meeting notes.txt',
      parentId: 'documents',
      size: 4210,
      mimeType: 'text/plain',
      trashed: false,
    },
  ],
  [
    'files',
    'seed-4',
    {
      kind: 'file',
      name: 'wireframes.zip',
      parentId: 'downloads',
      size: 18340112,
      mimeType: 'application/zip',
      trashed: false,
    },
  ],
  [
    'files',
    'seed-5',
    {
      kind: 'file',
      name: 'Intro theme.mp3',
      parentId: 'music',
      size: 6220800,
      mimeType: 'audio/mpeg',
      trashed: false,
    },
  ],
  [
    'files',
    'seed-6',
    {
      kind: 'file',
      name: 'Team offsite.jpg',
      parentId: 'pictures',
      size: 3145728,
      mimeType: 'image/jpeg',
      trashed: false,
    },
  ],
  [
    'files',
    'seed-7',
    {
      kind: 'file',
      name: 'Logo.svg',
      parentId: 'pictures',
      size: 12288,
      mimeType: 'image/svg+xml',
      trashed: false,
    },
  ],
  [
    'files',
    'seed-8',
    {
      kind: 'file',
      name: 'Product demo.mp4',
      parentId: 'video',
      size: 48234496,
      mimeType: 'video/mp4',
      trashed: false,
    },
  ],
  [
    'files',
    'seed-9',
    {
      kind: 'file',
      name: 'Readme.md',
      parentId: null,
      size: 2048,
      mimeType: 'text/markdown',
      trashed: false,
    },
  ],
];
