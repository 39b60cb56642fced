import { PageTitle } from '@/components/PageTitle';
import { tasksFeature } from '@/features/tasks';
import { Kanban, tasksMessages } from '@/features/tasks/ui';

export const features = [tasksFeature];
export const messages = tasksMessages;

export default function KanbanPage() {
  return (
    <>
      <PageTitle />
      <Kanban />
    </>
  );
}
