/**
 * The one menu: the vertical sidebar, the horizontal top navigation and the two-column menu
 * are all drawn from it. Sections and groups are declared here; the links and their roles
 * come from the page registry (config/pages.ts), so a page's roles are written once.
 * Labels are i18n keys; icons are lucide-react components imported by name (tree-shaken).
 */
import {
  Briefcase,
  Calendar,
  ClipboardList,
  FileText,
  Layers,
  LayoutDashboard,
  FolderOpen,
  Mail,
  Map as MapIcon,
  MessageSquare,
  SquarePen,
  Star,
  Table,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import type { Role } from '@/services/types';
import { PAGES, type PageEntry } from './pages';

/**
 * Icons a registry entry may name for its link. The registry (config/pages.ts) is part of
 * every page's first load; the icons load with the menu that draws them.
 */
const PAGE_ICONS = {
  calendar: Calendar,
  chat: MessageSquare,
  folder: FolderOpen,
  users: UsersRound,
} as const;
export type PageIconName = keyof typeof PAGE_ICONS;

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
  /** Only these roles see the entry; everyone signed in when absent (groups: derived from their links). */
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

const SECTIONS = [
  { key: 'section-navigation', titleKey: 'layout.menu.navigation' },
  { key: 'section-apps', titleKey: 'layout.menu.apps' },
  { key: 'section-custom', titleKey: 'layout.menu.custom' },
  { key: 'section-components', titleKey: 'layout.menu.components' },
  { key: 'section-admin', titleKey: 'layout.menu.administration' },
] as const;

type SectionKey = (typeof SECTIONS)[number]['key'];

interface GroupDefinition {
  key: string;
  section: SectionKey;
  labelKey: string;
  icon: LucideIcon;
  badge?: MenuBadge;
}

const GROUPS = [
  {
    key: 'dashboards',
    section: 'section-navigation',
    labelKey: 'pages.sections.dashboards',
    icon: LayoutDashboard,
    badge: { variant: 'success', text: '2' },
  },
  { key: 'apps-email', section: 'section-apps', labelKey: 'layout.menu.email', icon: Mail },
  {
    key: 'apps-projects',
    section: 'section-apps',
    labelKey: 'layout.menu.projects',
    icon: Briefcase,
  },
  {
    key: 'apps-tasks',
    section: 'section-apps',
    labelKey: 'layout.menu.tasks',
    icon: ClipboardList,
  },
  {
    key: 'pages',
    section: 'section-custom',
    labelKey: 'pages.sections.pagesSection',
    icon: FileText,
  },
  {
    key: 'components',
    section: 'section-components',
    labelKey: 'pages.sections.components',
    icon: Layers,
  },
  { key: 'icons', section: 'section-components', labelKey: 'pages.sections.icons', icon: Star },
  {
    key: 'forms',
    section: 'section-components',
    labelKey: 'pages.sections.forms',
    icon: SquarePen,
  },
  { key: 'tables', section: 'section-components', labelKey: 'pages.sections.tables', icon: Table },
  { key: 'maps', section: 'section-components', labelKey: 'pages.sections.maps', icon: MapIcon },
] as const satisfies readonly GroupDefinition[];

/** Where a page's menu link may go: straight into a section, or into a group. */
export type MenuParentKey = SectionKey | (typeof GROUPS)[number]['key'];

function linkOf(key: string, page: PageEntry): MenuLink {
  const menu = page.menu;
  return {
    key,
    path: page.path,
    labelKey: menu?.labelKey ?? page.titleKey,
    ...(menu?.icon ? { icon: PAGE_ICONS[menu.icon] } : {}),
    ...(menu?.badge ? { badge: menu.badge } : {}),
    ...(page.roles ? { roles: page.roles } : {}),
  };
}

/** Builds the menu from the registry: links in registry order, a group where its first link is. */
export function buildMenu(pages: Record<string, PageEntry>): MenuSection[] {
  const sections = new Map<string, MenuSection>(
    SECTIONS.map((s) => [s.key, { key: s.key, titleKey: s.titleKey, items: [] }]),
  );
  const groups = new Map<string, MenuGroup>();
  for (const [key, page] of Object.entries(pages)) {
    if (!page.menu) continue;
    const link = linkOf(key, page);
    const parent = page.menu.parent;
    const section = sections.get(parent);
    if (section) {
      section.items.push(link);
      continue;
    }
    let group = groups.get(parent);
    if (!group) {
      const definition: GroupDefinition | undefined = GROUPS.find((g) => g.key === parent);
      if (!definition) throw new Error(`menu: no group or section "${parent}" for page ${key}`);
      group = {
        key: definition.key,
        labelKey: definition.labelKey,
        icon: definition.icon,
        ...(definition.badge ? { badge: definition.badge } : {}),
        children: [],
      };
      groups.set(parent, group);
      sections.get(definition.section)?.items.push(group);
    }
    group.children.push(link);
  }
  return [...sections.values()].filter((section) => section.items.length > 0);
}

export const MENU: readonly MenuSection[] = buildMenu(PAGES);
