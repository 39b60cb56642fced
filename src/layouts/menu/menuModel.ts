import { isMenuGroup, type MenuEntry, type MenuSection } from '@/config/menu';
import type { Role } from '@/services/types';

const allowed = (entry: { roles?: readonly Role[] }, role: Role | null) =>
  !entry.roles || (role !== null && entry.roles.includes(role));

function filterEntries(entries: readonly MenuEntry[], role: Role | null): MenuEntry[] {
  const kept: MenuEntry[] = [];
  for (const entry of entries) {
    if (!allowed(entry, role)) continue;
    if (isMenuGroup(entry)) {
      const children = filterEntries(entry.children, role);
      if (children.length > 0) kept.push({ ...entry, children });
    } else {
      kept.push(entry);
    }
  }
  return kept;
}

/** The menu as `role` may see it: entries it cannot open, and groups or sections left empty, are gone. */
export function filterMenu(sections: readonly MenuSection[], role: Role | null): MenuSection[] {
  return sections
    .map((section) => ({ ...section, items: filterEntries(section.items, role) }))
    .filter((section) => section.items.length > 0);
}

const matches = (path: string, pathname: string) =>
  pathname === path || pathname.startsWith(`${path}/`);

function trailIn(entries: readonly MenuEntry[], pathname: string): string[] | null {
  for (const entry of entries) {
    if (isMenuGroup(entry)) {
      const inner = trailIn(entry.children, pathname);
      if (inner) return [entry.key, ...inner];
    } else if (matches(entry.path, pathname)) {
      return [entry.key];
    }
  }
  return null;
}

/** The keys from the section down to the entry that matches the route, or [] when none does. */
export function activeTrail(sections: readonly MenuSection[], pathname: string): string[] {
  for (const section of sections) {
    const trail = trailIn(section.items, pathname);
    if (trail) return [section.key, ...trail];
  }
  return [];
}

export interface MenuLinkTrail {
  key: string;
  path: string;
  /** Label keys from the outermost group down to the link. */
  labelKeys: string[];
}

/** Every link of the (already filtered) menu, with the label keys of the groups above it. */
export function flattenLinks(sections: readonly MenuSection[]): MenuLinkTrail[] {
  const links: MenuLinkTrail[] = [];
  const walk = (entries: readonly MenuEntry[], parents: string[]) => {
    for (const entry of entries) {
      if (isMenuGroup(entry)) walk(entry.children, [...parents, entry.labelKey]);
      else
        links.push({ key: entry.key, path: entry.path, labelKeys: [...parents, entry.labelKey] });
    }
  };
  sections.forEach((section) => walk(section.items, []));
  return links;
}
