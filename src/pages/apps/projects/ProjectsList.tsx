import { membersFeature, membersMessages } from '@/features/members';
import { projectsFeature } from '@/features/projects';
import { mergeMessages } from '@/lib/messages';
import { membersPage } from '../components/WithMembers';
import { ProjectsList, projectsMessages } from '@/features/projects/ui';

export const features = [projectsFeature, membersFeature];
export const messages = mergeMessages(projectsMessages, membersMessages);

export default membersPage(ProjectsList);
