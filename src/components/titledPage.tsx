import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { CardPage } from './CardPage';
import { PageTitle } from './PageTitle';

/**
 * The page of one component under its title row (title and breadcrumb from the registry):
 * a page file that only places a feature's component writes `export default titledPage(X)`.
 */
export function titledPage(Body: ComponentType): ComponentType {
  return function TitledPage() {
    return (
      <>
        <PageTitle />
        <Body />
      </>
    );
  };
}

/** The same, the component in the page's one card (`CardPage`). */
export function cardPage(Body: ComponentType): ComponentType {
  return function CardOfPage() {
    return (
      <CardPage>
        <Body />
      </CardPage>
    );
  };
}

/** The view of one record, under the title: the route's optional `:id` (null without it). */
export function recordPage(View: ComponentType<{ id: string | null }>): ComponentType {
  return titledPage(function RecordOfRoute() {
    const { id } = useParams();
    return <View id={id ?? null} />;
  });
}
