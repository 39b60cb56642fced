import { useParams } from 'react-router-dom';
import { projectsFeature } from '@/features/projects';
import { ProjectDetailsView, projectsMessages } from '@/features/projects/ui';

export const features = [projectsFeature];
export const messages = projectsMessages;

/** `/apps/projects/details/:id?`: without an id, the first project. */
export default function ProjectDetailsPage() {
  const { id } = useParams<{ id?: string }>();
  return <ProjectDetailsView id={id} />;
}
