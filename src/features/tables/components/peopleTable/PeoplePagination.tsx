import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '@/i18n/useTranslation';
import type { PaginationState } from '@tanstack/react-table';
import { ALL, PAGE_SIZES, type PeopleTableApi } from './model';

/** The paged mode's footer: page size, "page x of y" and previous / next. */
export function PeoplePagination({
  pagination,
  setPagination,
  table,
  total,
}: {
  pagination: PaginationState;
  setPagination: (pagination: PaginationState) => void;
  table: PeopleTableApi;
  total: number;
}) {
  const { t } = useTranslation();
  return (
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
          total,
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
  );
}
