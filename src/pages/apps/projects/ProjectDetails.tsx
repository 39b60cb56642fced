import { useParams } from 'react-router-dom';
import { membersFeature, membersMessages } from '@/features/members';
import { projectsFeature } from '@/features/projects';
import { mergeMessages } from '@/lib/messages';
import { WithMembers } from '../components/WithMembers';
import { ProjectDetailsView, projectsMessages } from '@/features/projects/ui';

export const features = [projectsFeature, membersFeature];
export const messages = mergeMessages(projectsMessages, membersMessages);

/** `/apps/projects/details/:id?`: without an id, the first project. */
export default function ProjectDetailsPage() {
  const { id } = useParams<{ id?: string }>();
  return (
    <WithMembers>
      <ProjectDetailsView id={id} />
    </WithMembers>
  );
}
