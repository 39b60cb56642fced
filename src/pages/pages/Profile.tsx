import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useAppSelector } from '@/app/hooks';
import { PageTitle } from '@/components/PageTitle';
import { accountFeature, accountMessages } from '@/features/account';
import { ProfileCard, ProfileTabs } from '@/features/account/ui';
import { selectCurrentUser, selectShownUser } from '@/features/auth';

export const features = [accountFeature];
export const messages = accountMessages;

/**
 * The signed-in user's profile: their card (name editable) and the tabs. While a stored
 * session is checked, the page draws (the tabs' reads go with the stored token, or wait for
 * the check); the card reads the profile once the check has the session.
 */
export default function ProfilePage() {
  const shown = useAppSelector(selectShownUser);
  const user = useAppSelector(selectCurrentUser);
  return (
    <>
      <PageTitle />
      {shown && (
        <Row className="g-3">
          <Col lg={4}>
            <ProfileCard uid={user?.uid ?? null} />
          </Col>
          <Col lg={8}>
            <ProfileTabs />
          </Col>
        </Row>
      )}
    </>
  );
}
