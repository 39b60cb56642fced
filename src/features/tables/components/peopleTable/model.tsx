import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '@/i18n/useTranslation';
import {
  columnVisibilityFeature,
  createColumnHelper,
  createPaginatedRowModel,
  rowExpandingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  type Row,
  type useTable,
} from '@tanstack/react-table';
import type { Person } from '@/contract/tables';
import type { PersonColumn } from '../../peopleQuery';

/** The advanced table's model: its TanStack features, columns and sizes. */
export const features = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  rowSelectionFeature,
  rowExpandingFeature,
  columnVisibilityFeature,
});
export type Features = typeof features;
export type PersonRow = Row<Features, Person>;

export const DATA_COLUMNS: PersonColumn[] = [
  'id',
  'name',
  'phone',
  'age',
  'company',
  'email',
  'country',
];
export const PAGE_SIZES = [5, 10, 25, 0] as const; // 0 = all
export const ALL = 100000;
export const ROW_HEIGHT = 41;

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
export const columns = helper.columns([
  helper.display({ id: 'select', cell: ({ row }) => <SelectCell row={row} /> }),
  helper.display({ id: 'expand', cell: ({ row }) => <ExpandCell row={row} /> }),
  ...DATA_COLUMNS.map((id) => helper.accessor(id, { id, cell: (info) => String(info.getValue()) })),
]);

export type TableMode = 'paged' | 'large';
export type PeopleTableApi = ReturnType<typeof useTable<Features, Person>>;
