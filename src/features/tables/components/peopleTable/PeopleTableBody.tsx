import { Fragment, useRef } from 'react';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useTranslation } from '@/i18n/useTranslation';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { PersonColumn } from '../../peopleQuery';
import { ROW_HEIGHT, type PeopleTableApi, type PersonRow, type TableMode } from './model';

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

/** The table itself: header with sort buttons and column filters, rows (virtualised in the large mode), expanded details. */
export function PeopleTableBody({
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
