import { membersPage } from '../components/WithMembers';
import { membersFeature, membersMessages } from '@/features/members';
import { tasksFeature } from '@/features/tasks';
import { mergeMessages } from '@/lib/messages';
import { Kanban, tasksMessages } from '@/features/tasks/ui';

export const features = [tasksFeature, membersFeature];
export const messages = mergeMessages(tasksMessages, membersMessages);

export default membersPage(Kanban);
