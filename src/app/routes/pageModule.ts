import type { ComponentType } from 'react';
import type { LazyFeature, PageMessages } from '@/lib/feature';

/**
 * What a page file exports: the page, and optionally the lazy features it needs (injected
 * before it renders) and its own texts (added to i18n before it renders).
 */
export interface PageModule {
  default: ComponentType;
  features?: readonly LazyFeature[];
  messages?: PageMessages;
}

export type PageLoader = () => Promise<PageModule>;
