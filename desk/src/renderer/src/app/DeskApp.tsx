/**
 * Signed out (or signed in as a member): the sign-in screen. Staff and admins: the console; a coach's
 * account: its own day (CoachDay). The
 * console's copy on disk (Electron, server unreachable) only ever shows the sign-in screen, where
 * the server address is corrected. A test system (development mode, sandbox payments) says so above
 * every screen, sign-in included.
 */

import { PageLoading, RunModeBanner } from '@lounge/web/ui';
import { Button } from 'antd';
import { isOfflineCopy } from '../api/serverAddress';
import { SignInScreen } from '../auth/SignInScreen';
import { isCoach, isStaff, useDeskUser } from '../auth/staffSession';
import { CoachDay } from '../lessons/CoachDay';
import { useRunMode } from '../ui/useVenue';
import { DeskShell } from './DeskShell';

export function DeskApp() {
  if (isOfflineCopy()) return <SignInScreen />;
  return (
    <>
      <DeskRunModeBanner />
      <OnlineDesk />
    </>
  );
}

function DeskRunModeBanner() {
  return <RunModeBanner runMode={useRunMode()} />;
}

function OnlineDesk() {
  const user = useDeskUser();
  if (user.isLoading) return <PageLoading label="Loading the console" />;
  if (user.error) {
    return (
      <main className="app-error" role="alert">
        <h1>The lounge server did not answer</h1>
        <p className="muted">Check that the server is running, then try again.</p>
        <Button type="primary" onClick={() => void user.refetch()}>
          Try Again
        </Button>
      </main>
    );
  }
  if (isCoach(user.data)) return <CoachDay user={user.data} />;
  return isStaff(user.data) ? <DeskShell user={user.data} /> : <SignInScreen />;
}
