import { PageTitle } from '@/components/PageTitle';
import { projectsFeature } from '@/features/projects';
import { ProjectsList, projectsMessages } from '@/features/projects/ui';

export const features = [projectsFeature];
export const messages = projectsMessages;

export default function ProjectsListPage() {
  return (
    <>
      <PageTitle />
      <ProjectsList />
    </>
  );
}
