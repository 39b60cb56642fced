/**
 * Frozen with the workspace's migrations (server migration 0013, the demo's saved data version
 * 3: src/mocks/api/migration.ts): the shared tables as they were then, the ids the seed gave
 * every account, and the seed rows' values on the columns that are not dates. Never edited:
 * a later change of a seed does not change what those migrations did.
 */
import type { Row } from '../store';

const range = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, index) => `${prefix}${index + 1}`);

export interface SharedTable {
  table: string;
  area: string;
  /** The ids the seed gave every account. */
  seedIds: readonly string[];
  /**
   * What a copy of a seed row must equal to be the same row (dates left out): columns, and
   * `#name` for the length of a json list whose items carry dates (comments, activity).
   */
  same: readonly string[];
}

export const WORKSPACE_0013_TABLES: readonly SharedTable[] = [
  {
    table: 'projects',
    area: 'projects',
    seedIds: range('p', 6),
    same: [
      'name',
      'description',
      'state',
      'budget',
      'tags',
      'team',
      'owner',
      'totalTasks',
      'completedTasks',
      'commentCount',
      'hours',
      'progress',
      '#comments',
      '#activity',
      'attachments',
    ],
  },
  {
    table: 'tasks',
    area: 'tasks',
    seedIds: range('t', 10),
    same: [
      'title',
      'description',
      'status',
      'priority',
      'assignee',
      'checklist',
      'order',
      '#comments',
    ],
  },
  {
    table: 'calendar_events',
    area: 'calendar',
    seedIds: range('ev-', 5),
    same: ['title', 'category', 'allDay'],
  },
  {
    table: 'files',
    area: 'files',
    seedIds: ['documents', 'downloads', 'music', 'pictures', 'video', ...range('seed-', 9)],
    same: ['kind', 'name', 'parentId', 'size', 'mimeType', 'trashed'],
  },
];

/**
 * The seed rows as every account got them, on the compared columns (`Shared.same`): frozen
 * from the seeds of this release (src/backend/<area>/seed.ts), dates left out.
 */
export const WORKSPACE_0013_PRISTINE: readonly [
  table: string,
  id: string,
  value: Record<string, unknown>,
][] = [
  [
    'projects',
    'p1',
    {
      name: 'Ubold v3.0 - Redesign',
      description:
        'A fresh look for the admin theme: new colours, components and a rewritten layout engine.',
      state: 'ongoing',
      budget: 15800,
      tags: ['Design', 'Web'],
      team: ['Shreyu N', 'Greeva Y', 'Nik G', 'Hitesh Y'],
      owner: 'Shreyu N',
      totalTasks: 21,
      completedTasks: 12,
      commentCount: 2,
      hours: 740,
      progress: 57,
      '#comments': 2,
      '#activity': 2,
      attachments: [
        { id: 'p1-f1', name: 'brief.pdf', size: 2300000 },
        { id: 'p1-f2', name: 'wireframes.zip', size: 7900000 },
      ],
    },
  ],
  [
    'projects',
    'p2',
    {
      name: 'Minton v3.0 - Redesign',
      description: 'Upgrade every plugin to its latest version and add the dark sidebar.',
      state: 'completed',
      budget: 9600,
      tags: ['Web'],
      team: ['Greeva Y', 'Kevin C'],
      owner: 'Shreyu N',
      totalTasks: 81,
      completedTasks: 81,
      commentCount: 2,
      hours: 1200,
      progress: 100,
      '#comments': 2,
      '#activity': 2,
      attachments: [
        { id: 'p2-f1', name: 'brief.pdf', size: 2300000 },
        { id: 'p2-f2', name: 'wireframes.zip', size: 7900000 },
      ],
    },
  ],
  [
    'projects',
    'p3',
    {
      name: 'Hyper v2.1 - Angular and Django',
      description: 'Port the dashboard to Angular with a Django REST backend.',
      state: 'ongoing',
      budget: 22000,
      tags: ['Angular', 'Django'],
      team: ['Nik G', 'Karen R', 'Marion W'],
      owner: 'Shreyu N',
      totalTasks: 12,
      completedTasks: 4,
      commentCount: 2,
      hours: 310,
      progress: 33,
      '#comments': 2,
      '#activity': 2,
      attachments: [
        { id: 'p3-f1', name: 'brief.pdf', size: 2300000 },
        { id: 'p3-f2', name: 'wireframes.zip', size: 7900000 },
      ],
    },
  ],
  [
    'projects',
    'p4',
    {
      name: 'Shreyu v1.0 - Mobile app',
      description: 'A companion app for phones: notifications, tasks and chat on the go.',
      state: 'planned',
      budget: 48000,
      tags: ['Mobile', 'React Native'],
      team: ['Shreyu N', 'Hitesh Y', 'Kevin C', 'Karen R', 'Marion W'],
      owner: 'Shreyu N',
      totalTasks: 3,
      completedTasks: 0,
      commentCount: 2,
      hours: 0,
      progress: 0,
      '#comments': 2,
      '#activity': 2,
      attachments: [
        { id: 'p4-f1', name: 'brief.pdf', size: 2300000 },
        { id: 'p4-f2', name: 'wireframes.zip', size: 7900000 },
      ],
    },
  ],
  [
    'projects',
    'p5',
    {
      name: 'Landing page refresh',
      description: 'New hero, pricing table and customer stories for the marketing site.',
      state: 'delayed',
      budget: 4200,
      tags: ['Marketing'],
      team: ['Greeva Y', 'Marion W'],
      owner: 'Shreyu N',
      totalTasks: 18,
      completedTasks: 11,
      commentCount: 2,
      hours: 260,
      progress: 61,
      '#comments': 2,
      '#activity': 2,
      attachments: [
        { id: 'p5-f1', name: 'brief.pdf', size: 2300000 },
        { id: 'p5-f2', name: 'wireframes.zip', size: 7900000 },
      ],
    },
  ],
  [
    'projects',
    'p6',
    {
      name: 'Analytics warehouse',
      description: 'Move the reporting jobs to a columnar warehouse and nightly loads.',
      state: 'ongoing',
      budget: 31000,
      tags: ['Data'],
      team: ['Hitesh Y', 'Karen R'],
      owner: 'Shreyu N',
      totalTasks: 26,
      completedTasks: 6,
      commentCount: 2,
      hours: 180,
      progress: 23,
      '#comments': 2,
      '#activity': 2,
      attachments: [
        { id: 'p6-f1', name: 'brief.pdf', size: 2300000 },
        { id: 'p6-f2', name: 'wireframes.zip', size: 7900000 },
      ],
    },
  ],
  [
    'tasks',
    't1',
    {
      title: 'Draft the sprint review notes',
      description: '',
      status: 'todo',
      priority: 'high',
      assignee: 'Shreyu N',
      checklist: [
        { id: 't1-k1', text: 'Collect input', done: true },
        { id: 't1-k2', text: 'Share with the team', done: false },
      ],
      order: 0,
      '#comments': 1,
    },
  ],
  [
    'tasks',
    't2',
    {
      title: 'Fix the sidebar collapse on tablets',
      description: '',
      status: 'todo',
      priority: 'medium',
      assignee: 'Nik G',
      checklist: [],
      order: 1,
      '#comments': 0,
    },
  ],
  [
    'tasks',
    't3',
    {
      title: 'Write the release announcement',
      description: '',
      status: 'todo',
      priority: 'low',
      assignee: 'Greeva Y',
      checklist: [],
      order: 2,
      '#comments': 0,
    },
  ],
  [
    'tasks',
    't4',
    {
      title: 'Plan the Q3 roadmap workshop',
      description: '',
      status: 'in-progress',
      priority: 'high',
      assignee: 'Hitesh Y',
      checklist: [
        { id: 't4-k1', text: 'Collect input', done: true },
        { id: 't4-k2', text: 'Share with the team', done: false },
      ],
      order: 0,
      '#comments': 0,
    },
  ],
  [
    'tasks',
    't5',
    {
      title: 'Migrate charts to the new palette',
      description: '',
      status: 'in-progress',
      priority: 'medium',
      assignee: 'Kevin C',
      checklist: [],
      order: 1,
      '#comments': 0,
    },
  ],
  [
    'tasks',
    't6',
    {
      title: 'Review the invoice page copy',
      description: '',
      status: 'review',
      priority: 'low',
      assignee: 'Greeva Y',
      checklist: [],
      order: 0,
      '#comments': 0,
    },
  ],
  [
    'tasks',
    't7',
    {
      title: 'Accessibility pass on forms',
      description: '',
      status: 'review',
      priority: 'high',
      assignee: 'Shreyu N',
      checklist: [
        { id: 't7-k1', text: 'Collect input', done: true },
        { id: 't7-k2', text: 'Share with the team', done: false },
      ],
      order: 1,
      '#comments': 0,
    },
  ],
  [
    'tasks',
    't8',
    {
      title: 'Set up error monitoring',
      description: '',
      status: 'done',
      priority: 'medium',
      assignee: 'Nik G',
      checklist: [],
      order: 0,
      '#comments': 0,
    },
  ],
  [
    'tasks',
    't9',
    {
      title: "Archive last year's designs",
      description: '',
      status: 'todo',
      priority: 'low',
      assignee: null,
      checklist: [],
      order: 3,
      '#comments': 0,
    },
  ],
  [
    'tasks',
    't10',
    {
      title: 'Update the onboarding checklist',
      description: '',
      status: 'done',
      priority: 'low',
      assignee: 'Kevin C',
      checklist: [
        { id: 't10-k1', text: 'Collect input', done: true },
        { id: 't10-k2', text: 'Share with the team', done: false },
      ],
      order: 1,
      '#comments': 0,
    },
  ],
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

/** The value of `row` on the compared columns (`#name`: the length of a json list). */
export function comparedValue(row: Row, same: readonly string[]): Record<string, unknown> {
  const record = row as unknown as Record<string, unknown>;
  return Object.fromEntries(
    same.map((column) => {
      if (!column.startsWith('#')) return [column, record[column] ?? null];
      const list = record[column.slice(1)];
      return [column, Array.isArray(list) ? list.length : null];
    }),
  );
}
