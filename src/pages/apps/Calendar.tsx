import { PageTitle } from '@/components/PageTitle';
import { useAppSelector } from '@/app/hooks';
import { calendarFeature, calendarMessages } from '@/features/calendar';
import { CalendarApp } from '@/features/calendar/ui';
import { selectDir } from '@/features/layout';

export const features = [calendarFeature];
export const messages = calendarMessages;

export default function CalendarPage() {
  const direction = useAppSelector(selectDir);
  return (
    <>
      <PageTitle />
      <CalendarApp direction={direction} />
    </>
  );
}
