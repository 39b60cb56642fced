/** Shared dashboard widgets: presentational (props in, callbacks out), no store. */
export { StatCard, type StatCardProps, type StatCardVariant } from './StatCard';
export { OverviewItem } from './OverviewItem';
export { MembersList, type Member } from './MembersList';
export { TaskChecklist, type ChecklistTask } from './TaskChecklist';
export { ChatSnippet, MAX_MESSAGE, type ChatLine } from './ChatSnippet';
export { Avatar } from './Avatar';
export { widgetMessages } from './messages';
export { MenuButton, type MenuButtonItem } from './MenuButton';
