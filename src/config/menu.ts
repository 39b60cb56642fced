/**
 * The one menu definition: the vertical sidebar, the horizontal top navigation and the
 * two-column menu are all drawn from it. Labels are i18n keys; icons are lucide-react
 * components imported by name (tree-shaken: only these reach the bundle).
 */
import {
  Briefcase,
  Calendar,
  ClipboardList,
  FileText,
  FolderOpen,
  Layers,
  LayoutDashboard,
  Mail,
  Map as MapIcon,
  MessageSquare,
  SquarePen,
  Star,
  Table,
  type LucideIcon,
} from 'lucide-react';
import type { Role } from '@/services/types';
import { PATHS } from './paths';

export type BadgeVariant = 'primary' | 'success' | 'danger' | 'warning' | 'info';

export interface MenuBadge {
  variant: BadgeVariant;
  text: string;
}

interface MenuEntryBase {
  /** Unique in the whole menu; also used for element ids. */
  key: string;
  labelKey: string;
  icon?: LucideIcon;
  badge?: MenuBadge;
  /** Only these roles see the entry; everyone signed in when absent. */
  roles?: readonly Role[];
}

export interface MenuLink extends MenuEntryBase {
  path: string;
}

export interface MenuGroup extends MenuEntryBase {
  children: MenuEntry[];
}

export type MenuEntry = MenuLink | MenuGroup;

export interface MenuSection {
  key: string;
  titleKey: string;
  items: MenuEntry[];
}

export const isMenuGroup = (entry: MenuEntry): entry is MenuGroup => 'children' in entry;

const ADMIN: readonly Role[] = ['Admin'];

export const MENU: readonly MenuSection[] = [
  {
    key: 'section-navigation',
    titleKey: 'layout.menu.navigation',
    items: [
      {
        key: 'dashboards',
        labelKey: 'pages.sections.dashboards',
        icon: LayoutDashboard,
        badge: { variant: 'success', text: '2' },
        children: [
          {
            key: 'dashboard-ecommerce',
            labelKey: 'pages.dashboard.ecommerce',
            path: PATHS.dashboard.ecommerce,
          },
          {
            key: 'dashboard-analytics',
            labelKey: 'pages.dashboard.analytics',
            path: PATHS.dashboard.analytics,
          },
        ],
      },
    ],
  },
  {
    key: 'section-apps',
    titleKey: 'layout.menu.apps',
    items: [
      {
        key: 'apps-calendar',
        labelKey: 'pages.apps.calendar',
        path: PATHS.apps.calendar,
        icon: Calendar,
        roles: ADMIN,
      },
      {
        key: 'apps-chat',
        labelKey: 'pages.apps.chat',
        path: PATHS.apps.chat,
        icon: MessageSquare,
        roles: ADMIN,
      },
      {
        key: 'apps-email',
        labelKey: 'layout.menu.email',
        icon: Mail,
        roles: ADMIN,
        children: [
          { key: 'email-inbox', labelKey: 'pages.apps.emailInbox', path: PATHS.apps.emailInbox },
          {
            key: 'email-details',
            labelKey: 'pages.apps.emailDetails',
            path: PATHS.apps.emailDetails,
          },
          {
            key: 'email-compose',
            labelKey: 'pages.apps.emailCompose',
            path: PATHS.apps.emailCompose,
          },
        ],
      },
      {
        key: 'apps-projects',
        labelKey: 'layout.menu.projects',
        icon: Briefcase,
        roles: ADMIN,
        children: [
          {
            key: 'projects-list',
            labelKey: 'layout.menu.projectsList',
            path: PATHS.apps.projectsList,
          },
          {
            key: 'projects-details',
            labelKey: 'pages.apps.projectsDetails',
            path: PATHS.apps.projectsDetails,
          },
        ],
      },
      {
        key: 'apps-tasks',
        labelKey: 'layout.menu.tasks',
        icon: ClipboardList,
        roles: ADMIN,
        children: [
          { key: 'tasks-list', labelKey: 'pages.apps.tasksList', path: PATHS.apps.tasksList },
          { key: 'tasks-kanban', labelKey: 'pages.apps.tasksKanban', path: PATHS.apps.tasksKanban },
        ],
      },
      {
        key: 'apps-file-manager',
        labelKey: 'pages.apps.fileManager',
        path: PATHS.apps.fileManager,
        icon: FolderOpen,
        roles: ADMIN,
      },
    ],
  },
  {
    key: 'section-custom',
    titleKey: 'layout.menu.custom',
    items: [
      {
        key: 'pages',
        labelKey: 'pages.sections.pagesSection',
        icon: FileText,
        children: [
          { key: 'pages-starter', labelKey: 'pages.pages.starter', path: PATHS.pages.starter },
          { key: 'pages-profile', labelKey: 'pages.pages.profile', path: PATHS.pages.profile },
          { key: 'pages-activity', labelKey: 'pages.pages.activity', path: PATHS.pages.activity },
          { key: 'pages-invoice', labelKey: 'pages.pages.invoice', path: PATHS.pages.invoice },
          { key: 'pages-pricing', labelKey: 'pages.pages.pricing', path: PATHS.pages.pricing },
          {
            key: 'pages-maintenance',
            labelKey: 'layout.menu.maintenance',
            path: PATHS.maintenance,
          },
          { key: 'pages-error-404', labelKey: 'layout.menu.error404', path: PATHS.error404 },
          { key: 'pages-error-500', labelKey: 'layout.menu.error500', path: PATHS.error500 },
          { key: 'pages-landing', labelKey: 'pages.other.landing', path: PATHS.landing },
        ],
      },
    ],
  },
  {
    key: 'section-components',
    titleKey: 'layout.menu.components',
    items: [
      {
        key: 'components',
        labelKey: 'pages.sections.components',
        icon: Layers,
        children: [
          {
            key: 'components-ui',
            labelKey: 'pages.components.uiElements',
            path: PATHS.components.uiElements,
          },
          {
            key: 'components-widgets',
            labelKey: 'pages.components.widgets',
            path: PATHS.components.widgets,
            badge: { variant: 'danger', text: 'Hot' },
          },
          {
            key: 'components-charts',
            labelKey: 'pages.components.charts',
            path: PATHS.components.charts,
          },
        ],
      },
      {
        key: 'icons',
        labelKey: 'pages.sections.icons',
        icon: Star,
        children: [
          { key: 'icons-unicons', labelKey: 'pages.icons.unicons', path: PATHS.icons.unicons },
          { key: 'icons-feather', labelKey: 'pages.icons.feather', path: PATHS.icons.feather },
          {
            key: 'icons-bootstrap',
            labelKey: 'pages.icons.bootstrap',
            path: PATHS.icons.bootstrap,
          },
        ],
      },
      {
        key: 'forms',
        labelKey: 'pages.sections.forms',
        icon: SquarePen,
        children: [
          { key: 'forms-basic', labelKey: 'pages.forms.basic', path: PATHS.forms.basic },
          { key: 'forms-advanced', labelKey: 'pages.forms.advanced', path: PATHS.forms.advanced },
          {
            key: 'forms-validation',
            labelKey: 'pages.forms.validation',
            path: PATHS.forms.validation,
          },
          { key: 'forms-wizard', labelKey: 'pages.forms.wizard', path: PATHS.forms.wizard },
          { key: 'forms-upload', labelKey: 'pages.forms.upload', path: PATHS.forms.upload },
          { key: 'forms-editors', labelKey: 'pages.forms.editors', path: PATHS.forms.editors },
        ],
      },
      {
        key: 'tables',
        labelKey: 'pages.sections.tables',
        icon: Table,
        children: [
          { key: 'tables-basic', labelKey: 'pages.tables.basic', path: PATHS.tables.basic },
          {
            key: 'tables-advanced',
            labelKey: 'pages.tables.advanced',
            path: PATHS.tables.advanced,
          },
        ],
      },
      {
        key: 'maps',
        labelKey: 'pages.sections.maps',
        icon: MapIcon,
        children: [
          { key: 'maps-google', labelKey: 'pages.maps.google', path: PATHS.maps.google },
          { key: 'maps-vector', labelKey: 'pages.maps.vector', path: PATHS.maps.vector },
        ],
      },
    ],
  },
];
