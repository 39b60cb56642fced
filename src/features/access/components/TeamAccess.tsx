import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch, useAppSelector, useRead } from '@/app/hooks';
import { AsyncView } from '@/components/AsyncView';
import type { Invitation, JoinRequest } from '@/contract/members';
import { decideRequest, listInvitations, listJoinRequests, revokeInvitation } from '../requests';
import {
  selectDecisions,
  selectInvitations,
  selectInvitationsRequest,
  selectJoinRequests,
  selectJoinRequestsRequest,
  selectRevokes,
} from '../accessSlice';
import { accessError } from './accessText';
import { InviteDialog } from './InviteDialog';

const STATUS_TONE = {
  pending: 'warning',
  accepted: 'success',
  expired: 'secondary',
  revoked: 'secondary',
} as const;

function useMoment() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (iso: string) => format.format(new Date(iso));
}

/** One request to join: who, their note, and the Admin's answer (a role to accept with). */
function RequestItem({ request }: { request: JoinRequest }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const decision = useAppSelector(selectDecisions)[request.uid];
  const moment = useMoment();
  const [role, setRole] = useState<'user' | 'Admin'>('user');
  const busy = decision?.status === 'saving';
  const who = request.name || request.email;
  return (
    <li className="list-group-item px-0">
      <div className="d-flex flex-wrap gap-2 align-items-start">
        <div className="me-auto text-break">
          <div className="fw-semibold">
            <bdi>{who}</bdi>
          </div>
          {request.name && <div className="small text-body-secondary">{request.email}</div>}
          <div className="small text-body-secondary">{moment(request.createdAt)}</div>
          {request.note && (
            <p className="mb-0 mt-1">
              <bdi>{request.note}</bdi>
            </p>
          )}
        </div>
        <div className="d-flex flex-wrap gap-1 align-items-center">
          <Form.Select
            size="sm"
            className="w-auto"
            aria-label={t('access.requests.roleFor', { who })}
            value={role}
            onChange={(e) => setRole(e.target.value as 'user' | 'Admin')}
          >
            <option value="user">{t('layout.user.roles.user')}</option>
            <option value="Admin">{t('layout.user.roles.Admin')}</option>
          </Form.Select>
          <Button
            size="sm"
            disabled={busy}
            onClick={() => dispatch(decideRequest.requested({ uid: request.uid, accept: role }))}
          >
            {t('access.requests.accept')}
            <span className="visually-hidden"> ({who})</span>
          </Button>
          <Button
            size="sm"
            variant="light"
            disabled={busy}
            onClick={() => dispatch(decideRequest.requested({ uid: request.uid }))}
          >
            {t('access.requests.decline')}
            <span className="visually-hidden"> ({who})</span>
          </Button>
        </div>
      </div>
      {decision?.status === 'failed' && decision.error && (
        <div role="alert" className="small text-danger-emphasis mt-1">
          {accessError(decision.error, t)}
        </div>
      )}
    </li>
  );
}

function InvitationItem({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const revoke = useAppSelector(selectRevokes)[invitation.id];
  const moment = useMoment();
  return (
    <li className="list-group-item px-0 d-flex flex-wrap gap-2 align-items-center">
      <div className="me-auto text-break">
        <div className="fw-semibold">{invitation.email}</div>
        <div className="small text-body-secondary">
          {t(`layout.user.roles.${invitation.role}`)} ·{' '}
          {invitation.status === 'pending'
            ? t('access.invitations.expires', { when: moment(invitation.expiresAt) })
            : moment(invitation.createdAt)}
        </div>
        {invitation.mail === 'failed' && (
          <div className="small text-danger-emphasis">
            {t('access.invite.mailFailed', { reason: invitation.mailError ?? '' })}
          </div>
        )}
      </div>
      <Badge
        bg={`${STATUS_TONE[invitation.status]}-subtle`}
        text={`${STATUS_TONE[invitation.status]}-emphasis` as 'dark'}
      >
        {t(`access.invitations.status.${invitation.status}`)}
      </Badge>
      {invitation.status === 'pending' && (
        <Button
          size="sm"
          variant="light"
          disabled={revoke?.status === 'saving'}
          onClick={() => dispatch(revokeInvitation.requested(invitation.id))}
        >
          {t('access.invitations.revoke')}
          <span className="visually-hidden"> ({invitation.email})</span>
        </Button>
      )}
    </li>
  );
}

/**
 * Who gets in (issue 49), on the users page: the requests to join waiting for an answer, the
 * invitations made (pending, accepted, expired, revoked), and "Invite", all followed live.
 */
export function TeamAccess() {
  const { t } = useTranslation();
  const [inviting, setInviting] = useState(false);
  const requests = useAppSelector(selectJoinRequests).filter((r) => r.status === 'pending');
  const requestsRequest = useAppSelector(selectJoinRequestsRequest);
  const invitations = useAppSelector(selectInvitations);
  const invitationsRequest = useAppSelector(selectInvitationsRequest);
  const retryRequests = useRead(listJoinRequests);
  const retryInvitations = useRead(listInvitations);
  return (
    <Card>
      <Card.Body>
        <div className="d-flex align-items-center gap-2 mb-3">
          <h2 className="h5 mb-0 me-auto">{t('access.heading')}</h2>
          <Button size="sm" onClick={() => setInviting(true)}>
            {t('access.invite.open')}
          </Button>
        </div>
        <section aria-labelledby="access-requests" className="mb-3">
          <h3 id="access-requests" className="h6 d-flex align-items-center gap-2">
            {t('access.requests.heading')}
            {requests.length > 0 && (
              <Badge bg="danger" pill>
                {requests.length}
                <span className="visually-hidden"> {t('access.requests.waiting')}</span>
              </Badge>
            )}
          </h3>
          <AsyncView
            request={requestsRequest}
            onRetry={retryRequests}
            empty={requests.length === 0}
            emptyText={t('access.requests.empty')}
          >
            <ul className="list-group list-group-flush mb-3">
              {requests.map((request) => (
                <RequestItem key={request.uid} request={request} />
              ))}
            </ul>
          </AsyncView>
        </section>
        <section aria-labelledby="access-invitations">
          <h3 id="access-invitations" className="h6">
            {t('access.invitations.heading')}
          </h3>
          <AsyncView
            request={invitationsRequest}
            onRetry={retryInvitations}
            empty={invitations.length === 0}
            emptyText={t('access.invitations.empty')}
          >
            <ul className="list-group list-group-flush">
              {invitations.map((invitation) => (
                <InvitationItem key={invitation.id} invitation={invitation} />
              ))}
            </ul>
          </AsyncView>
        </section>
      </Card.Body>
      <InviteDialog show={inviting} onClose={() => setInviting(false)} />
    </Card>
  );
}
