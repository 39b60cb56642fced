import { useCallback, useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from '@/i18n/useTranslation';
import {
  useTable,
  type ColumnVisibilityState,
  type ExpandedState,
  type PaginationState,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import './peopleTable.scss';
import { useAppDispatch } from '@/app/hooks';
import { AsyncView } from '@/components/AsyncView';
import { describeError } from '@/lib/describeError';
import { filterPeople, parseAge, sortPeople, toCsv } from '../peopleQuery';
import { deletePeople, readLargePeople, readPeople } from '../requests';
import { columns, DATA_COLUMNS, features, type TableMode } from './peopleTable/model';
import { PeoplePagination } from './peopleTable/PeoplePagination';
import { PeopleTableBody } from './peopleTable/PeopleTableBody';
import { PeopleToolbar } from './peopleTable/PeopleToolbar';
import { usePeopleTable } from './usePeopleTable';

export type { TableMode } from './peopleTable/model';

export function PeopleTable() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { people, peopleRequest, large, largeRequest, bulkError } = usePeopleTable();

  const [mode, setMode] = useState<TableMode>('paged');
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 10 });
  // A new search or filter starts again from page 1.
  const firstPage = () => setPagination((current) => ({ ...current, pageIndex: 0 }));
  const [query, setQueryState] = useState('');
  const [nameFilter, setNameState] = useState('');
  const [companyFilter, setCompanyState] = useState('');
  const [ageMin, setAgeMinState] = useState('');
  const [ageMax, setAgeMaxState] = useState('');
  const resetting = (set: (value: string) => void) => (value: string) => {
    set(value);
    firstPage();
  };
  const setQuery = resetting(setQueryState);
  const setNameFilter = resetting(setNameState);
  const setCompanyFilter = resetting(setCompanyState);
  const setAgeMin = resetting(setAgeMinState);
  const setAgeMax = resetting(setAgeMaxState);
  const [sorting, setSorting] = useState<SortingState>([]);
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [expanded, setExpanded] = useState<ExpandedState>({});
  const [columnVisibility, setColumnVisibility] = useState<ColumnVisibilityState>({
    email: false,
  });

  const load = useCallback(() => dispatch(readPeople.requested()), [dispatch]);
  const loadLarge = useCallback(() => dispatch(readLargePeople.requested()), [dispatch]);
  useEffect(() => {
    load();
  }, [load]);
  useEffect(() => {
    if (mode === 'large' && largeRequest.status === 'idle') loadLarge();
  }, [mode, largeRequest.status, loadLarge]);

  const source = mode === 'large' ? large : people;
  const filter = useMemo(
    () => ({
      query,
      name: nameFilter,
      company: companyFilter,
      ageMin: parseAge(ageMin),
      ageMax: parseAge(ageMax),
    }),
    [query, nameFilter, companyFilter, ageMin, ageMax],
  );
  // Sort and filter run here (peopleQuery.ts, unit-tested); the table shows the result.
  const data = useMemo(
    () => sortPeople(filterPeople(source, filter), sorting),
    [source, filter, sorting],
  );

  const table = useTable({
    features,
    columns,
    data,
    getRowId: (person) => String(person.id),
    manualSorting: true,
    enableMultiSort: true,
    sortDescFirst: false,
    manualPagination: mode === 'large',
    getRowCanExpand: () => mode === 'paged',
    autoResetPageIndex: false,
    state: { sorting, pagination, rowSelection, expanded, columnVisibility },
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
    onRowSelectionChange: setRowSelection,
    onExpandedChange: setExpanded,
    onColumnVisibilityChange: setColumnVisibility,
  });

  const visibleColumns = DATA_COLUMNS.filter((id) => columnVisibility[id] !== false);
  const header = (id: string) => t(`tables.columns.${id}`);
  const selected = people.filter((p) => rowSelection[String(p.id)]);

  const exportCsv = () => {
    const csv = toCsv(
      data,
      visibleColumns.map((id) => ({ id, header: header(id) })),
    );
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'people.csv';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  const deleteSelected = () => {
    dispatch(deletePeople.requested(selected));
    setRowSelection({});
  };

  const rows = table.getRowModel().rows;
  const headerRow = table.getHeaderGroups()[0];
  const request = mode === 'large' ? largeRequest : peopleRequest;
  const retry = mode === 'large' ? loadLarge : load;
  const visibleCount = visibleColumns.length + 2;

  return (
    <>
      <PeopleToolbar
        query={query}
        setQuery={setQuery}
        mode={mode}
        onMode={(next) => {
          setMode(next);
          if (next === 'large') {
            setRowSelection({});
            setExpanded({});
          }
        }}
        table={table}
        header={header}
        canExport={data.length > 0}
        onExport={exportCsv}
        selectedCount={selected.length}
        onDeleteSelected={deleteSelected}
      />
      <p className="text-body-secondary small mb-2">{t('tables.advanced.sortHint')}</p>
      <div aria-live="polite">
        {bulkError && (
          <Alert variant="danger">
            {t('tables.advanced.deleteFailed')} {describeError(bulkError, t)}
          </Alert>
        )}
        <p className="visually-hidden" role="status">
          {t('tables.advanced.matching', { count: data.length })}
        </p>
      </div>
      <AsyncView request={request} onRetry={retry} empty={source.length === 0}>
        <PeopleTableBody
          mode={mode}
          rows={rows}
          table={table}
          headerRow={headerRow}
          header={header}
          visibleColumns={visibleColumns}
          visibleCount={visibleCount}
          filters={{
            nameFilter,
            setNameFilter,
            companyFilter,
            setCompanyFilter,
            ageMin,
            setAgeMin,
            ageMax,
            setAgeMax,
          }}
        />
        {mode === 'paged' ? (
          <PeoplePagination
            pagination={pagination}
            setPagination={setPagination}
            table={table}
            total={data.length}
          />
        ) : (
          <p className="mt-2 small text-body-secondary">
            {t('tables.advanced.largeNote', { total: data.length })}
          </p>
        )}
      </AsyncView>
    </>
  );
}
