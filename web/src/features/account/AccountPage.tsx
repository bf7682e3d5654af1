import { competitionLabels as L, accountMessages as M } from '@lounge/core';
import { PageLoading } from '../../ui/PageLoading';
import { usePageTitle } from '../../ui/usePageTitle';
import { useCurrentUser } from '../auth/currentUser';
import { HandicapHistory } from '../tournaments/HandicapHistory';
import { NameOnBoardsSetting } from '../tournaments/NameOnBoardsSetting';
import { DataSection } from './DataSection';
import { EmailSection } from './EmailSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import '../dashboard/dashboard.css';
import './account.css';

/**
 * /account: the member's own account. Profile, password, email address, their handicap and its
 * history, their name on the tournament boards, their data (download) and deleting the account; every rule is core's, the server's answers are shown as they come.
 */
export default function AccountPage() {
  usePageTitle(M.pageTitle);
  const { user } = useCurrentUser();
  if (!user) return <PageLoading />;
  return (
    <section className="section account-page" aria-labelledby="account-title">
      <div className="container">
        <header className="dash-header">
          <div>
            <span className="eyebrow">{M.pageIntro}</span>
            <h1 id="account-title">{M.pageTitle}</h1>
          </div>
        </header>
        <div className="account-grid">
          <ProfileSection user={user} />
          <PasswordSection user={user} />
          <EmailSection user={user} />
          <section className="dash-card account-section" aria-labelledby="account-handicap-title">
            <h2 id="account-handicap-title">{L.handicap}</h2>
            <HandicapHistory />
          </section>
          <section className="dash-card account-section" aria-labelledby="account-boards-title">
            <h2 id="account-boards-title">{L.nameOnBoards}</h2>
            <NameOnBoardsSetting />
          </section>
          <DataSection />
        </div>
      </div>
    </section>
  );
}
