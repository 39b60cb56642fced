import { useAppSelector } from '@/app/hooks';
import { calendarFeature, calendarMessages } from '@/features/calendar';
import { CalendarApp } from '@/features/calendar/ui';
import { selectDir } from '@/features/layout';
import { membersFeature, membersMessages } from '@/features/members';
import { mergeMessages } from '@/lib/messages';
import { membersPage } from './components/WithMembers';

export const features = [calendarFeature, membersFeature];
export const messages = mergeMessages(calendarMessages, membersMessages);

/** The calendar lays its days out in the page's reading direction. */
function Calendar() {
  return <CalendarApp direction={useAppSelector(selectDir)} />;
}

export default membersPage(Calendar);
