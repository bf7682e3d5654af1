/**
 * The password estimator the server judges every new password with (core's newPasswordError).
 * Its dictionaries load once, when the server (or a tool) starts, so no request waits for them.
 */
import { passwordStrengthFrom } from '@lounge/core';
import * as zxcvbn from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';

export const passwordStrength = passwordStrengthFrom({ zxcvbn, common, en });
