import { membersPage } from './components/WithMembers';
import { filesFeature } from '@/features/files';
import { FileManager, filesMessages } from '@/features/files/ui';
import { membersFeature, membersMessages } from '@/features/members';
import { mergeMessages } from '@/lib/messages';

export const features = [filesFeature, membersFeature];
export const messages = mergeMessages(filesMessages, membersMessages);

export default membersPage(FileManager);
