// /account/settings: change password, and the danger zone for deleting the account.
import { Card } from '../../ui/card';
import { TextField } from '../../ui/text-field';
import { AccountLayout } from './account-layout';

export function AccountSettingsPage() {
  return (
    <AccountLayout title="Account Settings" purpose="manage your account settings">
      {(user) => (
        <>
          <Card title="Account">
            <p>E-mail: {user.email}</p>
          </Card>
          <Card title="Change Password">
            <form className="form" onSubmit={(event) => event.preventDefault()}>
              <TextField label="Current Password (optional)" type="password" autoComplete="current-password" />
              <TextField label="New Password" type="password" autoComplete="new-password" />
              <TextField label="Confirm New Password" type="password" autoComplete="new-password" />
              <button type="submit" className="button button--primary">
                Change Password
              </button>
            </form>
          </Card>
          <Card title="Danger Zone" className="account__danger">
            <p>Deleting your account removes your credits, saved reports and report files. This cannot be undone.</p>
            <form className="form" onSubmit={(event) => event.preventDefault()}>
              <TextField label='Type "DELETE MY ACCOUNT" to confirm' autoComplete="off" />
              <button type="submit" className="button button--danger">
                Delete Account
              </button>
            </form>
          </Card>
        </>
      )}
    </AccountLayout>
  );
}
