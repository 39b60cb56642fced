import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useAppSelector } from '@/app/hooks';
import { PageTitle } from '@/components/PageTitle';
import { accessFeature, accessMessages, RemoveMember, TeamAccess } from '@/features/access';
import { adminFeature } from '@/features/admin';
import { AdminUsers, AuditLog, adminMessages } from '@/features/admin/ui';
import { selectCurrentUser } from '@/features/auth';
import { SampleDataCard } from '@/features/demoData';
import { mergeMessages } from '@/lib/messages';

export const features = [adminFeature, accessFeature];
export const messages = mergeMessages(adminMessages, accessMessages);

/** Users and roles: every account, its role and status, who gets in, and the changes made (Admin only). */
export default function UsersPage() {
  const me = useAppSelector(selectCurrentUser);
  return (
    <>
      <PageTitle />
      <Row className="g-3">
        <Col xs={12} xxl={8}>
          <AdminUsers
            currentUid={me?.uid ?? null}
            rowActions={(account) => (
              <RemoveMember uid={account.uid} who={account.name || account.email} />
            )}
          />
        </Col>
        <Col xs={12} xxl={4}>
          <AuditLog />
        </Col>
        <Col xs={12} xxl={4}>
          <SampleDataCard />
        </Col>
        {/* Last: its lists arrive after the accounts, and move nothing below them. */}
        <Col xs={12} xxl={8}>
          <TeamAccess />
        </Col>
      </Row>
    </>
  );
}
