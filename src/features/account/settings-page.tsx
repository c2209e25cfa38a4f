// /account/settings: change password, and the danger zone for deleting the account.
import { Card } from '../../ui/card';
import { useAccountDeletion } from './account-deletion';
import { AccountLayout } from './account-layout';
import { ChangePasswordCard } from './change-password-card';
import { DangerZoneCard, DeletionProgressCard } from './danger-zone-card';

export function AccountSettingsPage() {
  // Deletion state lives here, above the layout, so the progress and success view survive the session ending.
  const deletion = useAccountDeletion();
  const { state } = deletion;
  const pinned = state.phase === 'idle' ? undefined : <DeletionProgressCard state={state} />;
  return (
    <AccountLayout title="Account Settings" purpose="manage your account settings" pinned={pinned}>
      {(user) => (
        <>
          <Card title="Account">
            <p>E-mail: {user.email}</p>
          </Card>
          <ChangePasswordCard variant="new" email={user.email} />
          <DangerZoneCard error={state.phase === 'idle' ? state.error : null} onConfirm={() => void deletion.start()} />
        </>
      )}
    </AccountLayout>
  );
}
