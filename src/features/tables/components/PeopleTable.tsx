import { Fragment, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Dropdown from 'react-bootstrap/Dropdown';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import {
  columnVisibilityFeature,
  createColumnHelper,
  createPaginatedRowModel,
  rowExpandingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnVisibilityState,
  type ExpandedState,
  type PaginationState,
  type Row,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import './peopleTable.scss';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AsyncView } from '@/components/AsyncView';
import { describeError } from '@/lib/describeError';
import type { Person } from '../api';
import { filterPeople, parseAge, sortPeople, toCsv, type PersonColumn } from '../peopleQuery';
import {
  largePeopleRequested,
  peopleDeleteRequested,
  peopleRequested,
  selectBulkError,
  selectLargePeople,
  selectLargePeopleRequest,
  selectPeople,
  selectPeopleRequest,
} from '../tablesSlice';

const features = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  rowSelectionFeature,
  rowExpandingFeature,
  columnVisibilityFeature,
});
type Features = typeof features;
type PersonRow = Row<Features, Person>;

const DATA_COLUMNS: PersonColumn[] = ['id', 'name', 'phone', 'age', 'company', 'email', 'country'];
const PAGE_SIZES = [5, 10, 25, 0] as const; // 0 = all
const ALL = 100000;
const ROW_HEIGHT = 41;

function SelectCell({ row }: { row: PersonRow }) {
  const { t } = useTranslation();
  return (
    <Form.Check
      aria-label={t('tables.advanced.selectRow', { name: row.original.name })}
      checked={row.getIsSelected()}
      onChange={() => row.toggleSelected()}
    />
  );
}

function ExpandCell({ row }: { row: PersonRow }) {
  const { t } = useTranslation();
  const expanded = row.getIsExpanded();
  return (
    <Button
      size="sm"
      variant="link"
      className="p-0"
      aria-expanded={expanded}
      aria-label={t(expanded ? 'tables.advanced.collapse' : 'tables.advanced.expand', {
        name: row.original.name,
      })}
      onClick={() => row.toggleExpanded()}
    >
      <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
    </Button>
  );
}

const helper = createColumnHelper<Features, Person>();
const columns = helper.columns([
  helper.display({ id: 'select', cell: ({ row }) => <SelectCell row={row} /> }),
  helper.display({ id: 'expand', cell: ({ row }) => <ExpandCell row={row} /> }),
  ...DATA_COLUMNS.map((id) => helper.accessor(id, { id, cell: (info) => String(info.getValue()) })),
]);

export type TableMode = 'paged' | 'large';

export function PeopleTable() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const people = useAppSelector(selectPeople);
  const peopleRequest = useAppSelector(selectPeopleRequest);
  const large = useAppSelector(selectLargePeople);
  const largeRequest = useAppSelector(selectLargePeopleRequest);
  const bulkError = useAppSelector(selectBulkError);

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

  const load = useCallback(() => dispatch(peopleRequested()), [dispatch]);
  const loadLarge = useCallback(() => dispatch(largePeopleRequested()), [dispatch]);
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
    dispatch(peopleDeleteRequested(selected));
    setRowSelection({});
  };

  const rows = table.getRowModel().rows;
  const headerRow = table.getHeaderGroups()[0];
  const request = mode === 'large' ? largeRequest : peopleRequest;
  const retry = mode === 'large' ? loadLarge : load;
  const visibleCount = visibleColumns.length + 2;

  return (
    <>
      <div className="people-toolbar d-flex flex-wrap gap-2 align-items-end mb-3">
        <Form.Group controlId="people-search" className="me-auto">
          <Form.Label className="mb-1">{t('tables.advanced.search')}</Form.Label>
          <Form.Control
            type="search"
            value={query}
            placeholder={t('tables.advanced.searchPlaceholder')}
            onChange={(event) => setQuery(event.target.value)}
          />
        </Form.Group>
        <ButtonGroup aria-label={t('tables.advanced.mode')}>
          <Button
            variant={mode === 'paged' ? 'primary' : 'outline-primary'}
            aria-pressed={mode === 'paged'}
            onClick={() => setMode('paged')}
          >
            {t('tables.advanced.modePaged')}
          </Button>
          <Button
            variant={mode === 'large' ? 'primary' : 'outline-primary'}
            aria-pressed={mode === 'large'}
            onClick={() => {
              setMode('large');
              setRowSelection({});
              setExpanded({});
            }}
          >
            {t('tables.advanced.modeLarge')}
          </Button>
        </ButtonGroup>
        <Dropdown autoClose="outside">
          <Dropdown.Toggle variant="outline-secondary">
            {t('tables.advanced.columns')}
          </Dropdown.Toggle>
          <Dropdown.Menu className="px-3">
            {table
              .getAllLeafColumns()
              .filter((column) => DATA_COLUMNS.includes(column.id as PersonColumn))
              .map((column) => (
                <Form.Check
                  key={column.id}
                  id={`column-${column.id}`}
                  label={header(column.id)}
                  checked={column.getIsVisible()}
                  onChange={() => column.toggleVisibility()}
                />
              ))}
          </Dropdown.Menu>
        </Dropdown>
        <Button variant="outline-secondary" onClick={exportCsv} disabled={data.length === 0}>
          {t('tables.advanced.exportCsv')}
        </Button>
        {mode === 'paged' && (
          <Button variant="danger" disabled={selected.length === 0} onClick={deleteSelected}>
            {t('tables.advanced.deleteSelected', { count: selected.length })}
          </Button>
        )}
      </div>
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
        <TableBody
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
          <div className="people-pagination d-flex flex-wrap align-items-center gap-2 mt-3">
            <Form.Group controlId="people-page-size" className="d-flex align-items-center gap-2">
              <Form.Label className="mb-0">{t('tables.advanced.pageSize')}</Form.Label>
              <Form.Select
                size="sm"
                style={{ width: 'auto' }}
                value={pagination.pageSize >= ALL ? 0 : pagination.pageSize}
                onChange={(event) => {
                  const size = Number(event.target.value);
                  setPagination({ pageIndex: 0, pageSize: size === 0 ? ALL : size });
                }}
              >
                {PAGE_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size === 0 ? t('tables.advanced.all') : size}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <span className="ms-auto" aria-live="polite">
              {t('tables.advanced.pageOf', {
                page: pagination.pageIndex + 1,
                pages: Math.max(1, table.getPageCount()),
                total: data.length,
              })}
            </span>
            <nav aria-label={t('tables.advanced.pagination')}>
              <ButtonGroup size="sm">
                <Button
                  variant="outline-secondary"
                  onClick={() => table.previousPage()}
                  disabled={!table.getCanPreviousPage()}
                >
                  {t('tables.advanced.previous')}
                </Button>
                <Button
                  variant="outline-secondary"
                  onClick={() => table.nextPage()}
                  disabled={!table.getCanNextPage()}
                >
                  {t('tables.advanced.next')}
                </Button>
              </ButtonGroup>
            </nav>
          </div>
        ) : (
          <p className="mt-2 small text-body-secondary">
            {t('tables.advanced.largeNote', { total: data.length })}
          </p>
        )}
      </AsyncView>
    </>
  );
}

type PeopleTableApi = ReturnType<typeof useTable<Features, Person>>;

interface TableBodyProps {
  mode: TableMode;
  rows: PersonRow[];
  table: PeopleTableApi;
  headerRow: ReturnType<PeopleTableApi['getHeaderGroups']>[number] | undefined;
  header: (id: string) => string;
  visibleColumns: PersonColumn[];
  visibleCount: number;
  filters: {
    nameFilter: string;
    setNameFilter: (v: string) => void;
    companyFilter: string;
    setCompanyFilter: (v: string) => void;
    ageMin: string;
    setAgeMin: (v: string) => void;
    ageMax: string;
    setAgeMax: (v: string) => void;
  };
}

function TableBody({
  mode,
  rows,
  table,
  headerRow,
  header,
  visibleColumns,
  visibleCount,
  filters,
}: TableBodyProps) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = mode === 'large';
  // The virtualizer's functions are read in this render only, never memoised downstream.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const items = virtual ? virtualizer.getVirtualItems() : [];
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = virtual
    ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0)
    : 0;
  const shown = virtual
    ? items.map((item) => rows[item.index]).filter((row): row is PersonRow => Boolean(row))
    : rows;
  const pageRows = virtual ? [] : rows;
  const allSelected = pageRows.length > 0 && pageRows.every((row) => row.getIsSelected());

  const filterInput = (
    id: string,
    value: string,
    onChange: (v: string) => void,
    label: string,
    inputMode?: 'numeric',
  ) => (
    <Form.Control
      size="sm"
      id={id}
      value={value}
      inputMode={inputMode}
      aria-label={label}
      placeholder={label}
      onChange={(event) => onChange(event.target.value)}
    />
  );

  const filterCell = (id: PersonColumn) => {
    switch (id) {
      case 'name':
        return filterInput(
          'filter-name',
          filters.nameFilter,
          filters.setNameFilter,
          t('tables.advanced.filterName'),
        );
      case 'company':
        return filterInput(
          'filter-company',
          filters.companyFilter,
          filters.setCompanyFilter,
          t('tables.advanced.filterCompany'),
        );
      case 'age':
        return (
          <div className="d-flex gap-1">
            {filterInput(
              'filter-age-min',
              filters.ageMin,
              filters.setAgeMin,
              t('tables.advanced.ageMin'),
              'numeric',
            )}
            {filterInput(
              'filter-age-max',
              filters.ageMax,
              filters.setAgeMax,
              t('tables.advanced.ageMax'),
              'numeric',
            )}
          </div>
        );
      default:
        return null;
    }
  };

  return (
    <div
      ref={scrollRef}
      className="table-responsive"
      style={virtual ? { height: 520, overflow: 'auto' } : undefined}
      tabIndex={virtual ? 0 : undefined}
      role={virtual ? 'region' : undefined}
      aria-label={virtual ? t('tables.advanced.largeRegion') : undefined}
    >
      <Table
        hover
        className="align-middle mb-0"
        aria-rowcount={virtual ? rows.length + 2 : undefined}
      >
        <caption className="visually-hidden">{t('tables.advanced.caption')}</caption>
        <thead style={virtual ? { position: 'sticky', top: 0, zIndex: 1 } : undefined}>
          <tr>
            <th scope="col" style={{ width: 40 }}>
              {!virtual && (
                <Form.Check
                  aria-label={t('tables.advanced.selectPage')}
                  checked={allSelected}
                  onChange={() => table.toggleAllPageRowsSelected(!allSelected)}
                />
              )}
            </th>
            <th scope="col" style={{ width: 40 }}>
              <span className="visually-hidden">{t('tables.advanced.details')}</span>
            </th>
            {headerRow?.headers
              .filter((h) => visibleColumns.includes(h.column.id as PersonColumn))
              .map((h) => {
                const sorted = h.column.getIsSorted();
                const index = h.column.getSortIndex();
                return (
                  <th
                    key={h.id}
                    scope="col"
                    aria-sort={
                      sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'
                    }
                  >
                    <button
                      type="button"
                      className="btn btn-link p-0 text-reset fw-semibold text-decoration-none text-nowrap"
                      onClick={h.column.getToggleSortingHandler()}
                    >
                      {header(h.column.id)}
                      <span aria-hidden="true" className="ms-1">
                        {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                      </span>
                      {sorted && table.state.sorting.length > 1 && (
                        <sup className="ms-1">{index + 1}</sup>
                      )}
                    </button>
                  </th>
                );
              })}
          </tr>
          <tr>
            <td />
            <td />
            {visibleColumns.map((id) => (
              <td key={id}>{filterCell(id)}</td>
            ))}
          </tr>
        </thead>
        <tbody>
          {paddingTop > 0 && (
            <tr aria-hidden="true">
              <td colSpan={visibleCount} style={{ height: paddingTop, padding: 0, border: 0 }} />
            </tr>
          )}
          {shown.map((row) => (
            <Fragment key={row.id}>
              <tr
                className={row.getIsSelected() ? 'table-active' : undefined}
                style={virtual ? { height: ROW_HEIGHT } : undefined}
              >
                {row.getVisibleCells().map((cell) =>
                  virtual && (cell.column.id === 'select' || cell.column.id === 'expand') ? (
                    <td key={cell.id} />
                  ) : (
                    <td
                      key={cell.id}
                      className={cell.column.id === 'name' ? 'fw-semibold' : undefined}
                    >
                      <table.FlexRender cell={cell} />
                    </td>
                  ),
                )}
              </tr>
              {row.getIsExpanded() && (
                <tr>
                  <td colSpan={visibleCount} className="bg-body-tertiary">
                    <dl className="row mb-0 small">
                      <dt className="col-sm-2">{header('email')}</dt>
                      <dd className="col-sm-4">{row.original.email}</dd>
                      <dt className="col-sm-2">{header('address')}</dt>
                      <dd className="col-sm-4">{row.original.address}</dd>
                    </dl>
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
          {paddingBottom > 0 && (
            <tr aria-hidden="true">
              <td colSpan={visibleCount} style={{ height: paddingBottom, padding: 0, border: 0 }} />
            </tr>
          )}
          {rows.length === 0 && (
            <tr>
              <td colSpan={visibleCount} className="text-center text-body-secondary py-4">
                {t('tables.advanced.noMatch')}
              </td>
            </tr>
          )}
        </tbody>
      </Table>
    </div>
  );
}
