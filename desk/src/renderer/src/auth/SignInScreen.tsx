/**
 * The console's first screen: the lounge server's address and a staff account. The address is
 * remembered (Electron: in the app's settings; a browser: it is the page's own origin). Signing in
 * always happens on the page the server itself served, so the password only ever goes to the server
 * the staff member chose, and the session cookie is that server's.
 */

import { BrandMark } from '@lounge/web/ui';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import {
  ALLOW_UNENCRYPTED_LABEL,
  isUnencryptedRemote,
  normalizeServerUrl,
  serverAddressRefusal,
  UNENCRYPTED_WARNING,
} from '../../../shared/serverAddress';
import {
  currentAllowUnencrypted,
  currentServerUrl,
  isOfflineCopy,
  openConsoleAt,
  unreachableServer,
} from '../api/serverAddress';
import { refusalText } from '../api/staffApi';
import { NotStaffError, useSignIn } from './staffSession';

interface SignInFields {
  serverUrl: string;
  /** Lab only: plain http to a server on another computer. */
  allowUnencrypted?: boolean;
  email: string;
  password: string;
}

export function SignInScreen() {
  const [form] = Form.useForm<SignInFields>();
  const signIn = useSignIn();
  const [moving, setMoving] = useState<string | null>(null);
  const offline = isOfflineCopy();
  const unreachable = unreachableServer();
  // The lab-only opt-out is offered only for what needs it: plain http to another computer.
  const typedOrigin = normalizeServerUrl(Form.useWatch('serverUrl', form) ?? '');
  const offerOptOut = typedOrigin !== null && isUnencryptedRemote(typedOrigin);
  const optedOut = Form.useWatch('allowUnencrypted', form) === true;

  useEffect(() => {
    let live = true;
    void currentServerUrl().then((url) => {
      if (live && !form.isFieldTouched('serverUrl')) form.setFieldValue('serverUrl', url);
    });
    void currentAllowUnencrypted().then((allowed) => {
      if (live && !form.isFieldTouched('allowUnencrypted')) form.setFieldValue('allowUnencrypted', allowed);
    });
    return () => {
      live = false;
    };
  }, [form]);

  const submit = async ({ serverUrl, allowUnencrypted = false, email, password }: SignInFields) => {
    const origin = normalizeServerUrl(serverUrl);
    if (!origin) {
      form.setFields([
        { name: 'serverUrl', errors: ['Enter the server address, e.g. https://lounge.example.'] },
      ]);
      return;
    }
    const refusal = serverAddressRefusal(origin, allowUnencrypted);
    if (refusal) {
      form.setFields([{ name: 'serverUrl', errors: [refusal] }]);
      return;
    }
    if (offline || origin !== window.location.origin) {
      // Another server: open the console as that server serves it, and sign in there.
      setMoving(origin);
      await openConsoleAt(origin, allowUnencrypted).catch(() => setMoving(null));
      return;
    }
    signIn.mutate({ email, password });
  };

  const error = signIn.error
    ? signIn.error instanceof NotStaffError
      ? { title: 'Staff Only', message: signIn.error.message }
      : refusalText(signIn.error, 'Login Failed')
    : null;

  return (
    <main className="sign-in">
      <section className="sign-in-card" aria-labelledby="sign-in-title">
        <div className="sign-in-brand">
          <BrandMark size={44} />
          <h1 id="sign-in-title">Front Desk</h1>
        </div>
        <p className="muted">Sign in with your staff account to run the day.</p>
        {unreachable && (
          <Alert
            type="warning"
            showIcon
            className="sign-in-alert"
            title="The lounge server did not answer"
            description={`Nothing answered at ${unreachable}. Check the address and that the server is running, then connect.`}
          />
        )}
        {moving && (
          <Alert type="info" showIcon className="sign-in-alert" title={`Opening the console on ${moving}…`} />
        )}
        {error && (
          <Alert
            type="error"
            showIcon
            className="sign-in-alert"
            title={error.title}
            description={error.message}
            role="alert"
          />
        )}
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          requiredMark={false}
          // In a browser the page's own origin is the server: shown at once. Electron's answer is async.
          initialValues={{ serverUrl: offline || window.desk ? '' : window.location.origin }}
        >
          <Form.Item
            name="serverUrl"
            label="Server address"
            extra="The lounge server: https://... for another computer, or http://localhost:5000 on this one."
            rules={[{ required: true, message: 'Enter the server address.' }]}
          >
            <Input autoComplete="url" inputMode="url" spellCheck={false} />
          </Form.Item>
          {offerOptOut && (
            <Form.Item name="allowUnencrypted" valuePropName="checked">
              <Checkbox>{ALLOW_UNENCRYPTED_LABEL}</Checkbox>
            </Form.Item>
          )}
          {offerOptOut && optedOut && (
            <Alert type="warning" showIcon className="sign-in-alert" title={UNENCRYPTED_WARNING} />
          )}
          {!offline && (
            <>
              <Form.Item
                name="email"
                label="Email"
                rules={[{ required: true, message: 'Enter your email.' }]}
              >
                <Input type="email" autoComplete="username" spellCheck={false} />
              </Form.Item>
              <Form.Item
                name="password"
                label="Password"
                rules={[{ required: true, message: 'Enter your password.' }]}
              >
                <Input.Password autoComplete="current-password" />
              </Form.Item>
            </>
          )}
          <Button type="primary" htmlType="submit" block size="large" loading={signIn.isPending || !!moving}>
            {offline ? 'Connect' : 'Sign In'}
          </Button>
        </Form>
        {window.desk && <p className="sign-in-version muted">Front Desk {window.desk.version}</p>}
      </section>
    </main>
  );
}
