import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useAppSelector } from '@/app/hooks';
import { PageTitle } from '@/components/PageTitle';
import { accountFeature, accountMessages } from '@/features/account';
import { ProfileCard, ProfileTabs } from '@/features/account/ui';
import { selectCurrentUser } from '@/features/auth';

export const features = [accountFeature];
export const messages = accountMessages;

/** The signed-in user's profile: their card (name editable) and the tabs. */
export default function ProfilePage() {
  const user = useAppSelector(selectCurrentUser);
  return (
    <>
      <PageTitle />
      {user && (
        <Row className="g-3">
          <Col lg={4}>
            <ProfileCard uid={user.uid} />
          </Col>
          <Col lg={8}>
            <ProfileTabs />
          </Col>
        </Row>
      )}
    </>
  );
}
