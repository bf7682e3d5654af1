import { describe, expect, it } from 'vitest';
import { htmlOfText } from '../src/mail/htmlBody';

const body = (html: string) => html.slice(html.indexOf('<p'), html.lastIndexOf('</p>') + 4);

describe('the HTML part of an email', () => {
  it('keeps paragraphs and line breaks', () => {
    expect(body(htmlOfText('Hi Ada,\n\nYour bay is booked:\n  Bay 2\n\nThanks'))).toBe(
      [
        '<p style="margin:0 0 16px">Hi Ada,</p>',
        '<p style="margin:0 0 16px">Your bay is booked:<br>Bay 2</p>',
        '<p style="margin:0 0 16px">Thanks</p>',
      ].join('\n'),
    );
  });

  it('links web addresses, leaving a sentence’s full stop outside the link', () => {
    expect(htmlOfText('Manage it: https://lounge.example/dashboard.')).toContain(
      'Manage it: <a href="https://lounge.example/dashboard" style="color:#1f5f3a">https://lounge.example/dashboard</a>.',
    );
    expect(htmlOfText('Reset: https://lounge.example/reset-password?token=a&b=c')).toContain(
      '<a href="https://lounge.example/reset-password?token=a&amp;b=c"',
    );
  });

  it('escapes everything else, so typed markup stays text', () => {
    const html = htmlOfText('Notes: <script>alert("x")</script> & <b>bold</b> \'quoted\'');
    expect(html).toContain(
      'Notes: &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt; &#39;quoted&#39;',
    );
    expect(html).not.toMatch(/<script|<b>/);
  });

  it('does not let a quote end an address’s link early or add attributes', () => {
    const html = htmlOfText('See https://x.example/"onmouseover="alert(1)');
    expect(html).toContain(
      '<a href="https://x.example/" style="color:#1f5f3a">https://x.example/</a>&quot;onmouseover',
    );
  });
});
