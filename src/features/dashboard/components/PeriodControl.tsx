import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { MenuButton } from '@/components/widgets/MenuButton';
import { lastDays, rangeProblem, type DateRange } from '@/contract/dashboard';
import { periodChanged, selectRange } from '../dashboardSlice';

// The dialog, react-datepicker and its CSS arrive the first time a custom range is asked for.
const RangeDialog = lazy(() => import('./RangeDialog'));

const PRESETS = [
  { key: 'today', days: 1 },
  { key: 'last7', days: 7 },
  { key: 'last15', days: 15 },
  { key: 'last30', days: 30 },
] as const;

const fromDay = (day: string): Date | null => {
  const [y, m, d] = day.split('-').map(Number);
  return y && m && d ? new Date(y, m - 1, d) : null;
};

/**
 * The header's period control: presets, or a custom range picked in a dialog. Applying
 * dispatches `periodChanged`, which every widget's saga answers (takeLatest: the stale
 * requests are aborted).
 */
export function PeriodControl() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const range = useAppSelector(selectRange);
  // `opened` keeps the dialog mounted after the first open (its code is loaded by then).
  const [dialog, setDialog] = useState({ opened: false, show: false, key: 0 });
  const dateText = new Intl.DateTimeFormat(i18n.language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const shown = (day: string) => {
    const date = fromDay(day);
    return date ? dateText.format(date) : day;
  };
  const apply = (next: DateRange) => {
    if (rangeProblem(next) === null) dispatch(periodChanged(next));
  };
  const current = t('dashboard.period.current', { from: shown(range.from), to: shown(range.to) });

  return (
    <>
      <MenuButton
        variant="light"
        label={`${t('dashboard.period.label')}: ${current}`}
        items={[
          ...PRESETS.map((preset) => ({
            label: t(`dashboard.period.${preset.key}`),
            onSelect: () => apply(lastDays(preset.days)),
          })),
          {
            label: t('dashboard.period.custom'),
            onSelect: () => setDialog((d) => ({ opened: true, show: true, key: d.key + 1 })),
          },
        ]}
      >
        {current}
      </MenuButton>
      {dialog.opened && (
        <Suspense
          fallback={
            <span role="status" className="small text-body-secondary">
              {t('dashboard.period.loadingPicker')}
            </span>
          }
        >
          <RangeDialog
            key={dialog.key}
            show={dialog.show}
            range={range}
            onClose={() => setDialog((d) => ({ ...d, show: false }))}
            onApply={(next) => {
              dispatch(periodChanged(next));
              setDialog((d) => ({ ...d, show: false }));
            }}
          />
        </Suspense>
      )}
    </>
  );
}
