import { siteLabels, toastMessages } from '@lounge/core';
import { Button } from 'antd';
import { showToast } from '../../feedback/toast';

/** Google, Apple and Facebook sign-in are not offered yet; each button says so (docs/product.md). */
export function SocialButtons() {
  return (
    <div className="social-buttons">
      {siteLabels.auth.socialProviders.map((provider) => (
        <Button key={provider} block onClick={() => showToast({ ...toastMessages.comingSoon, kind: 'info' })}>
          Continue with {provider}
        </Button>
      ))}
    </div>
  );
}
