import { PageTitle } from '@/components/PageTitle';
import { useAppSelector } from '@/app/hooks';
import { calendarFeature, calendarMessages } from '@/features/calendar';
import { CalendarApp } from '@/features/calendar/ui';
import { selectDir } from '@/features/layout';
import { membersFeature, membersMessages } from '@/features/members';
import { mergeMessages } from '@/lib/messages';
import { WithMembers } from './components/WithMembers';

export const features = [calendarFeature, membersFeature];
export const messages = mergeMessages(calendarMessages, membersMessages);

export default function CalendarPage() {
  const direction = useAppSelector(selectDir);
  return (
    <>
      <PageTitle />
      <WithMembers>
        <CalendarApp direction={direction} />
      </WithMembers>
    </>
  );
}
